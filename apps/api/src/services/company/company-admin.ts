import type {
  NewCompanyRequest,
  OperatorCompaniesAnswer,
  OperatorCompany,
  OperatorCompanyListQuerySchema,
} from '@parking/domain/company/operator-company-contracts';
import type { z } from 'zod';
import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import { companyRows, type CompanyListRecord } from '../../db/company/company-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { passwordHashing } from '../accounts/password-hashing.ts';
import { tokenService } from '../accounts/token-service.ts';
import { mapFleetConflicts } from './fleet-errors.ts';
import { recordStaffChange, type StaffActor } from '../operator/staff-change.ts';
import { companyBalanceRoubles } from '@parking/domain/company/company-rules';

function companyView(c: CompanyListRecord): OperatorCompany {
  const { balanceKopecks, driversCount, vehiclesCount } = c;
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
    driversCount,
    vehiclesCount,
  };
}

async function listedOrThrow(db: Db, id: number, lock = false): Promise<OperatorCompany> {
  const found = await companyRows.listed(db, id, lock);
  if (!found) throw new AppError('CompanyNotFound', 404);
  return companyView(found);
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
      const inserted = await companyRows.insert(tx, {
        inn: input.inn,
        contractNumber: input.contractNumber,
        name: input.name,
        email: input.email,
        passwordHash,
      });
      const made = companyView({ ...inserted, balanceKopecks: 0, driversCount: 0, vehiclesCount: 0 });
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

/** The companies a search finds, newest first: one page, or every one when no page is asked. */
export async function listCompanies(
  city: CityContext,
  query: z.output<typeof OperatorCompanyListQuerySchema>,
): Promise<Omit<OperatorCompaniesAnswer, 'status'>> {
  const { page, pageSize } = query;
  const found = await companyRows.search(
    city.db,
    query.q,
    page === undefined ? null : { limit: pageSize, offset: (page - 1) * pageSize },
  );
  return {
    result: found.items.map(companyView),
    count: found.count,
    page: page ?? 1,
    pageSize: page === undefined ? found.count : pageSize,
  };
}

/** One company with its balance and how many drivers and vehicles it has. CompanyNotFound (404). */
export function getCompany(city: CityContext, id: number): Promise<OperatorCompany> {
  return listedOrThrow(city.db, id);
}

/**
 * Disables the company (its login is refused, and so is every corporate token at its next call:
 * the corporate guard reads disabled_at on each one, on every instance; the tokens are also
 * revoked, so enabling it again needs a new login) or enables it. A registered driver can no
 * longer choose it as payer either (fleet-parking reads disabled_at). CompanyNotFound (404).
 */
export async function setCompanyDisabled(
  city: CityContext,
  actor: StaffActor,
  id: number,
  disabled: boolean,
): Promise<OperatorCompany> {
  return recordStaffChange(city, actor, async (tx) => {
    // locked, so two staff members toggling the company at once each audit the state they changed
    const before = await listedOrThrow(tx, id, true);
    await companyRows.setDisabled(tx, id, disabled);
    if (disabled) await tokenService.revokeAllOfCompany(tx, id);
    const after = await listedOrThrow(tx, id);
    return {
      action: disabled ? 'company.disable' : 'company.enable',
      entity: 'company',
      entityId: id,
      before,
      after,
      result: after,
    };
  });
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
