import type { RawSql } from '../raw-sql.ts';

export interface OperationsGaugeRows {
  /** Messages waiting for the delivery worker (pending or being sent). */
  outboxQueued: number;
  /** Age in seconds of the oldest message still waiting; 0 when none waits. */
  outboxOldestSeconds: number;
  /** Messages the delivery worker gave up on. */
  outboxFailed: number;
  /** Card payments created in the last 24 hours, by status. */
  cardPaymentsRecent: Record<string, number>;
  /** Every card payment still pending, whatever its age (the reconciliation job's work). */
  cardPaymentsPending: number;
}

// One round trip per city and scrape. The waiting messages and the pending payments are read
// through their partial indexes (outbox_due_idx, card_payments_pending_idx) and the recent
// payments through card_payments_created_idx; only the failed count scans the outbox, which the
// retention of delivered rows keeps small.
const SQL = `
SELECT
  (SELECT count(*) FROM outbox WHERE status IN ('pending', 'sending'))::int AS queued,
  (SELECT coalesce(extract(epoch FROM now() - min(created_at)), 0)
     FROM outbox WHERE status IN ('pending', 'sending'))::float8 AS oldest,
  (SELECT count(*) FROM outbox WHERE status = 'failed')::int AS failed,
  (SELECT count(*) FROM card_payments WHERE status = 'pending')::int AS pending,
  (SELECT coalesce(jsonb_object_agg(status, n), '{}'::jsonb) FROM (
     SELECT status, count(*)::int AS n FROM card_payments
      WHERE created_at > now() - interval '24 hours' GROUP BY status) s) AS recent`;

/** The numbers operators watch on a city's database, read at scrape time (plugins/metrics-city-gauges.ts). */
export async function readOperationsGauges(sql: Pick<RawSql, 'query'>): Promise<OperationsGaugeRows> {
  const row = (await sql.query(SQL)).rows[0] ?? {};
  return {
    outboxQueued: Number(row.queued ?? 0),
    outboxOldestSeconds: Number(row.oldest ?? 0),
    outboxFailed: Number(row.failed ?? 0),
    cardPaymentsPending: Number(row.pending ?? 0),
    cardPaymentsRecent: (row.recent ?? {}) as Record<string, number>,
  };
}
