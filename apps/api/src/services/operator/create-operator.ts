import { OperatorLoginRequestSchema } from '@parking/domain/feedback/operator-contracts';
import type { CityContext } from '../../config/city-context.ts';
import { operatorRows } from '../../db/operator/operator-rows.ts';
import { passwordHashing } from '../accounts/password-hashing.ts';

/** Operator passwords: longer than a driver's, since an operator reads every driver's appeals. */
export const OPERATOR_PASSWORD_MIN = 10;

/**
 * Makes the city's operator, or gives an existing login a new password and name (and enables it
 * again). Used by scripts/create-operator.ts; throws an Error with a readable reason on bad input.
 */
export async function createOperator(
  city: CityContext,
  input: { login: string; password: string; name?: string },
): Promise<{ id: number; login: string; created: boolean }> {
  const parsed = OperatorLoginRequestSchema.safeParse({ login: input.login, password: input.password });
  if (!parsed.success || !/^[a-z0-9._@-]+$/.test(parsed.data.login))
    throw new Error('login: 1-64 characters of a-z, 0-9, . _ @ -');
  if (input.password.length < OPERATOR_PASSWORD_MIN || input.password.length > 200)
    throw new Error(`password: ${OPERATOR_PASSWORD_MIN} to 200 characters`);
  const name = (input.name ?? '').trim().slice(0, 100);
  const hash = await passwordHashing.hash(input.password);
  const { id, created } = await operatorRows.upsert(city.db, parsed.data.login, name, hash);
  return { id, login: parsed.data.login, created };
}
