import type { CorpLoginRequestSchema } from '@parking/domain/corporate/corporate-contracts';
import type { z } from 'zod';
import type { CityContext } from '../../config/city-context.ts';
import { companyRows } from '../../db/corporate/company-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { passwordHashing } from '../accounts/password-hashing.ts';
import { tokenService } from '../accounts/token-service.ts';
import { ensureDemoCompany } from './demo-company.ts';

/**
 * Company login (POST /api/auth/login-corp-v1). Beside the route's per-address request limit,
 * failures are counted in company_login_failures: perLogin failures of one login (inn and
 * contract) or perIp of one address within the window answer LoginTryLimit (429) before any
 * password is checked.
 */
export const CORPORATE_LOGIN_LIMITS = {
  requestsPerMinute: 10,
  windowSeconds: 15 * 60,
  perLogin: 5,
  perIp: 20,
} as const;

/** The failures' login key: inn and contract number (company_login_failures.login, at most 100). */
export function companyLoginKey(inn: string, contractNumber: string): string {
  return `${inn}/${contractNumber.toUpperCase()}`.slice(0, 100);
}

export async function logInCompany(
  city: CityContext,
  body: z.output<typeof CorpLoginRequestSchema>,
  ctx: { ip: string; demoPassword?: string },
): Promise<{ token: string }> {
  await ensureDemoCompany(city, ctx.demoPassword);
  const L = CORPORATE_LOGIN_LIMITS;
  const login = companyLoginKey(body.inn, body.contractNumber);
  const failures = await companyRows.failures(city.db, login, ctx.ip, L.windowSeconds);
  if (failures.byLogin >= L.perLogin || failures.byIp >= L.perIp) throw new AppError('LoginTryLimit', 429);
  // a disabled company is found nowhere: the same answer as an unknown one
  const company = await companyRows.forLogin(city.db, body.inn, body.contractNumber);
  const ok = company
    ? await passwordHashing.verify(company.passwordHash, body.password)
    : await passwordHashing.verifyNothing(body.password);
  if (!company || !ok) {
    await companyRows.recordFailure(city.db, login, ctx.ip);
    throw new AppError('IncorrectLogin', 401);
  }
  await companyRows.clearFailures(city.db, login);
  return { token: await tokenService.issueCompany(city.db, company.id) };
}
