import type { Operator, OperatorLoginRequestSchema } from '@parking/domain/feedback/operator-contracts';
import type { z } from 'zod';
import type { CityContext } from '../../config/city-context.ts';
import { operatorRows } from '../../db/operator/operator-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { passwordHashing } from '../accounts/password-hashing.ts';
import { tokenService } from '../accounts/token-service.ts';

/**
 * Operator login. Beside the per-address request limit of the route, failures are counted in
 * operator_login_failures: OPERATOR_LOGIN_LIMITS.perLogin failures of one login (or perIp of one
 * address) within the window answer LoginTryLimit (429) before any password is checked.
 */
export const OPERATOR_LOGIN_LIMITS = {
  requestsPerMinute: 10,
  windowSeconds: 15 * 60,
  perLogin: 5,
  perIp: 20,
} as const;

export const DEMO_OPERATOR_LOGIN = 'operator';

const demoChecked = new WeakSet<CityContext>();

/** The demo operator of DEMO_OPERATOR_PASSWORD, made once per city when its login is free. */
export async function ensureDemoOperator(city: CityContext, password: string | undefined): Promise<void> {
  if (!password || demoChecked.has(city)) return;
  if (!(await operatorRows.exists(city.db, DEMO_OPERATOR_LOGIN))) {
    const hash = await passwordHashing.hash(password);
    await operatorRows.insertIfMissing(city.db, DEMO_OPERATOR_LOGIN, 'Demo operator', hash);
  }
  demoChecked.add(city);
}

export async function logInOperator(
  city: CityContext,
  body: z.output<typeof OperatorLoginRequestSchema>,
  ctx: { ip: string; demoPassword?: string },
): Promise<{ token: string; operator: Operator }> {
  await ensureDemoOperator(city, ctx.demoPassword);
  const L = OPERATOR_LOGIN_LIMITS;
  const failures = await operatorRows.failures(city.db, body.login, ctx.ip, L.windowSeconds);
  if (failures.byLogin >= L.perLogin || failures.byIp >= L.perIp) throw new AppError('LoginTryLimit', 429);
  const operator = await operatorRows.byLogin(city.db, body.login);
  const ok = operator
    ? await passwordHashing.verify(operator.passwordHash, body.password)
    : await passwordHashing.verifyNothing(body.password);
  if (!operator || !ok) {
    await operatorRows.recordFailure(city.db, body.login, ctx.ip);
    throw new AppError('IncorrectLogin', 401);
  }
  await operatorRows.clearFailures(city.db, body.login);
  const token = await tokenService.issueOperator(city.db, operator.id);
  return { token, operator: { id: operator.id, login: operator.login, name: operator.name } };
}
