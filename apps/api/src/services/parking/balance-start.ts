import type { NewSessionRow } from '../../db/schema/sessions.ts';
import { sessionRowFromJson, startFromBalance } from '../../db/sessions/start-from-balance.ts';
import { AppError } from '../../errors/app-error.ts';
import { forgetPreview } from '../ledger/balance-preview.ts';
import { shardOf } from '../ledger/ledger-accounts.ts';
import { IdempotencyKeyReused, NoMoneyNoHoney } from '../ledger/ledger-errors.ts';
import type { CityContext } from '../../config/city-context.ts';
import type { KeyedRequest } from './earlier-answer.ts';
import type { SessionPaymentResult } from './session-answers.ts';
import { toParkingSession } from './session-view.ts';

/** What a balance start stores under its key (parking_start_from_balance): the facts its answer is made of. */
interface BalanceStartFacts {
  balanceStart: { session: Record<string, unknown>; balance: number };
}

/** What the idempotency key of a start holds: a balance start's facts or a rendered answer. */
export type StoredStartAnswer = SessionPaymentResult | BalanceStartFacts;

/**
 * A start paid from the balance as one database call (parking_start_from_balance, decision
 * 0006): claims the key, applies the vehicle rule, inserts `session` and moves its
 * `sumKopecks` from the driver to the city's revenue, all or nothing. A retry gets what the
 * first try stored. Refusals keep nothing: NoMoneyNoHoney (402), ParkingSessionAlreadyExists
 * (409), IdempotencyKeyReused (ValidationError 409).
 */
export async function startFromBalanceOnce(
  city: CityContext,
  keyed: KeyedRequest,
  session: NewSessionRow & { userId: number },
): Promise<StoredStartAnswer> {
  const outcome = await startFromBalance(city.db, {
    ...keyed,
    session,
    revenueShard: shardOf('city_revenue', session.userId),
  });
  if (outcome.refused === 'NoMoneyNoHoney') throw new NoMoneyNoHoney();
  if (outcome.refused === 'IdempotencyKeyReused') throw new IdempotencyKeyReused();
  if (outcome.refused) throw new AppError(outcome.refused, 409);
  // the cost preview's cached balance is stale once the money moved
  if (!outcome.replayed) forgetPreview(session.userId);
  return outcome.answer as StoredStartAnswer;
}

/** The answer of a start from what its key holds: the same facts always render the same answer. */
export function renderStartAnswer(stored: StoredStartAnswer): SessionPaymentResult {
  if (!('balanceStart' in stored)) return stored;
  const { session, balance } = stored.balanceStart;
  return { result: toParkingSession(sessionRowFromJson(session)), balance };
}
