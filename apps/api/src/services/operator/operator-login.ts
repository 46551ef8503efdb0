import type { Operator, OperatorLoginRequestSchema } from '@parking/domain/feedback/operator-contracts';
import type { z } from 'zod';
import type { CityContext } from '../../config/city-context.ts';
import { operatorRows } from '../../db/operator/operator-rows.ts';
import { guardLogin } from '../accounts/login-guard.ts';
import { passwordHashing } from '../accounts/password-hashing.ts';
import { tokenService } from '../accounts/token-service.ts';

/**
 * Operator login under the limits every login shares (accounts/login-guard.ts: counted before
 * the password is checked, a captcha after a few attempts, LoginTryLimit only per address);
 * the route also limits requests per address.
 */
export const OPERATOR_LOGIN_LIMITS = { requestsPerMinute: 10 } as const;

export const DEMO_OPERATOR_LOGIN = 'operator';

const demoChecked = new WeakSet<CityContext>();

/** The demo administrator of DEMO_OPERATOR_PASSWORD, made once per city when its login is free. */
export async function ensureDemoOperator(city: CityContext, password: string | undefined): Promise<void> {
  if (!password || demoChecked.has(city)) return;
  if (!(await operatorRows.exists(city.db, DEMO_OPERATOR_LOGIN))) {
    const hash = await passwordHashing.hash(password);
    await operatorRows.insertIfMissing(city.db, {
      login: DEMO_OPERATOR_LOGIN,
      name: 'Demo operator',
      passwordHash: hash,
      role: 'administrator',
    });
  }
  demoChecked.add(city);
}

export async function logInOperator(
  city: CityContext,
  body: z.output<typeof OperatorLoginRequestSchema>,
  ctx: { ip: string; demoPassword?: string },
): Promise<{ token: string; operator: Operator }> {
  await ensureDemoOperator(city, ctx.demoPassword);
  const { login, captcha, captchaId } = body;
  return guardLogin(city.db, { realm: 'operator', key: login, ip: ctx.ip, captcha, captchaId }, async () => {
    const operator = await operatorRows.byLogin(city.db, login);
    const ok = operator
      ? await passwordHashing.verify(operator.passwordHash, body.password)
      : await passwordHashing.verifyNothing(body.password);
    if (!operator || !ok) return null;
    const token = await tokenService.issueOperator(city.db, operator.id);
    return {
      token,
      operator: { id: operator.id, login: operator.login, name: operator.name, role: operator.role },
    };
  });
}
