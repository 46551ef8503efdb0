/** The logged-in company of a corporate call (plugins/guards/require-company.ts sets it). */
export interface CompanyAuth {
  companyId: number;
  inn: string;
  tokenId: number;
}
