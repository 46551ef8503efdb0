import type { CityContext } from '../../config/city-context.ts';
import type { Env } from '../../config/env.ts';
import { deleteOldRows, type RetentionTable } from '../../db/platform/retention-rows.ts';

const HOUR = 3600;
const DAY = 24 * HOUR;

/** The providers retry a webhook for up to 24 h (YooKassa); a key must outlive every retry. */
export const MIN_IDEMPOTENCY_HOURS = 24;

/** How long each kind of row is kept, in seconds past its moment (created, expired, checked). */
export type RetentionPeriods = Record<RetentionTable, number>;

/** Rows per DELETE: small enough for short locks and WAL bursts, large enough to catch up. */
export const RETENTION_BATCH = 5_000;

/**
 * The periods from the settings (config/env.ts, RETENTION_*). Env, not a staff setting per city:
 * how long personal data and security records are kept is the operator's policy for the whole
 * deployment, and the idempotency floor follows the providers, not a city.
 */
export function retentionPeriods(env: Env): RetentionPeriods {
  if (env.RETENTION_IDEMPOTENCY_HOURS < MIN_IDEMPOTENCY_HOURS)
    throw new Error(`RETENTION_IDEMPOTENCY_HOURS must be at least ${MIN_IDEMPOTENCY_HOURS}`);
  const codes = env.RETENTION_CODES_DAYS * DAY;
  return {
    idempotency_keys: env.RETENTION_IDEMPOTENCY_HOURS * HOUR,
    captchas: codes,
    verification_codes: codes,
    registration_drafts: codes,
    code_sends: codes,
    login_attempts: codes,
    auth_tokens: env.RETENTION_TOKENS_DAYS * DAY,
    outbox: env.RETENTION_OUTBOX_DAYS * DAY,
    dev_outbox: env.RETENTION_OUTBOX_DAYS * DAY,
    enforcement_checks: env.RETENTION_ENFORCEMENT_DAYS * DAY,
  };
}

/**
 * One retention pass over a city: deletes, table by table, the rows that outlived their period,
 * in batches of RETENTION_BATCH until a batch comes back short or `signal` aborts (the next pass
 * goes on where this one stopped). Answers how many rows went per table.
 *
 * Never touched: money (ledger_*, payments, card_payments, card_refunds, receipts, payment
 * events), the staff's audit log, stays, fines, and any outbox message not yet sent or failed
 * for good. A guest's token stays while a stay or a card payment names it.
 */
export async function runRetention(
  city: CityContext,
  periods: RetentionPeriods,
  options: { signal?: AbortSignal; batch?: number } = {},
): Promise<Partial<Record<RetentionTable, number>>> {
  const batch = options.batch ?? RETENTION_BATCH;
  const deleted: Partial<Record<RetentionTable, number>> = {};
  for (const [table, seconds] of Object.entries(periods) as [RetentionTable, number][]) {
    let total = 0;
    for (;;) {
      if (options.signal?.aborted) return deleted;
      const gone = await deleteOldRows(city.db, table, seconds, batch);
      total += gone;
      if (gone < batch) break;
    }
    if (total > 0) deleted[table] = total;
  }
  return deleted;
}
