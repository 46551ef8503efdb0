/** /operator/companies (issue 21 item 2). */
export function CompaniesPage() {
  return null;
}
