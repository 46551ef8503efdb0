import type { CompanyLoginRequestSchema } from '@parking/domain/company/company-contracts';
import type { z } from 'zod';
import type { CityContext } from '../../config/city-context.ts';
import { companyRows } from '../../db/company/company-rows.ts';
import { guardLogin } from '../accounts/login-guard.ts';
import { passwordHashing } from '../accounts/password-hashing.ts';
import { tokenService } from '../accounts/token-service.ts';
import { ensureDemoCompany } from './demo-company.ts';

/**
 * Company login (POST /api/auth/login-corp-v1) under the limits every login shares
 * (accounts/login-guard.ts: counted before the password is checked, a captcha after a few
 * attempts, LoginTryLimit only per address); the route also limits requests per address.
 */
export const CORPORATE_LOGIN_LIMITS = { requestsPerMinute: 10 } as const;

/** The attempts' login key: inn and contract number (at most 100 characters). */
export function companyLoginKey(inn: string, contractNumber: string): string {
  return `${inn}/${contractNumber.toUpperCase()}`.slice(0, 100);
}

export async function logInCompany(
  city: CityContext,
  body: z.output<typeof CompanyLoginRequestSchema>,
  ctx: { ip: string; demoPassword?: string },
): Promise<{ token: string }> {
  await ensureDemoCompany(city, ctx.demoPassword);
  const key = companyLoginKey(body.inn, body.contractNumber);
  const { captcha, captchaId } = body;
  return guardLogin(city.db, { realm: 'company', key, ip: ctx.ip, captcha, captchaId }, async () => {
    // a disabled company is found nowhere: the same answer as an unknown one
    const company = await companyRows.forLogin(city.db, body.inn, body.contractNumber);
    const ok = company
      ? await passwordHashing.verify(company.passwordHash, body.password)
      : await passwordHashing.verifyNothing(body.password);
    return company && ok ? { token: await tokenService.issueCompany(city.db, company.id) } : null;
  });
}
