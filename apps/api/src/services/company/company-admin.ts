import type { NewCompanyRequest, OperatorCompany } from '@parking/domain/company/operator-company-contracts';
import type { CityContext } from '../../config/city-context.ts';
import { companyRows, type CompanyRecord } from '../../db/company/company-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { passwordHashing } from '../accounts/password-hashing.ts';
import { tokenService } from '../accounts/token-service.ts';
import { mapFleetConflicts } from './fleet-errors.ts';
import { recordStaffChange, type StaffActor } from '../operator/staff-change.ts';
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
export async function createCompany(
  city: CityContext,
  actor: StaffActor,
  input: NewCompanyRequest,
): Promise<OperatorCompany> {
  const passwordHash = await passwordHashing.hash(input.password);
  return mapFleetConflicts(() =>
    recordStaffChange(city, actor, async (tx) => {
      const made = companyView(
        await companyRows.insert(tx, {
          inn: input.inn,
          contractNumber: input.contractNumber,
          name: input.name,
          email: input.email,
          passwordHash,
        }),
        0,
      );
      return {
        action: 'company.create',
        entity: 'company',
        entityId: made.id,
        before: null,
        after: made,
        result: made,
      };
    }),
  );
}

export async function listCompanies(city: CityContext): Promise<OperatorCompany[]> {
  const rows = await companyRows.listWithBalance(city.db);
  return rows.map((r) => companyView(r, r.balanceKopecks));
}

/** A new password; every token of the company is revoked. CompanyNotFound (404). */
export async function resetCompanyPassword(
  city: CityContext,
  actor: StaffActor,
  id: number,
  password: string,
): Promise<void> {
  const passwordHash = await passwordHashing.hash(password);
  await recordStaffChange(city, actor, async (tx) => {
    if (!(await companyRows.setPassword(tx, id, passwordHash))) throw new AppError('CompanyNotFound', 404);
    await tokenService.revokeAllOfCompany(tx, id);
    // the audit says that the password changed, never what it is
    return {
      action: 'company.reset_password',
      entity: 'company',
      entityId: id,
      before: null,
      after: null,
      result: null,
    };
  });
}
