import type { NewCompanyRequest, OperatorCompany } from '@parking/domain/company/operator-company-contracts';
import type { CityContext } from '../../config/city-context.ts';
import { companyRows, type CompanyRecord } from '../../db/company/company-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { passwordHashing } from '../accounts/password-hashing.ts';
import { tokenService } from '../accounts/token-service.ts';
import { mapFleetConflicts } from './fleet-errors.ts';
import { companyBalanceRoubles } from '@parking/domain/company/company-rules';

function companyView(c: CompanyRecord, balanceKopecks: number): OperatorCompany {
  return {
    id: c.id,
    name: c.name,
    inn: c.inn,
    contractNumber: c.contractNumber,
    email: c.email,
    createdAt: c.createdAt.toISOString(),
    disabled: c.disabled,
    balance: companyBalanceRoubles(balanceKopecks),
    balanceKopecks,
  };
}

/** Makes a company; CompanyExists (409) when its inn and contract number are taken. */
export async function createCompany(city: CityContext, input: NewCompanyRequest): Promise<OperatorCompany> {
  const passwordHash = await passwordHashing.hash(input.password);
  const made = await mapFleetConflicts(() =>
    companyRows.insert(city.db, {
      inn: input.inn,
      contractNumber: input.contractNumber,
      name: input.name,
      email: input.email,
      passwordHash,
    }),
  );
  return companyView(made, 0);
}

export async function listCompanies(city: CityContext): Promise<OperatorCompany[]> {
  const rows = await companyRows.listWithBalance(city.db);
  return rows.map((r) => companyView(r, r.balanceKopecks));
}

/** A new password; every token of the company is revoked. CompanyNotFound (404). */
export async function resetCompanyPassword(city: CityContext, id: number, password: string): Promise<void> {
  const passwordHash = await passwordHashing.hash(password);
  if (!(await companyRows.setPassword(city.db, id, passwordHash))) throw new AppError('CompanyNotFound', 404);
  await tokenService.revokeAllOfCompany(city.db, id);
}
