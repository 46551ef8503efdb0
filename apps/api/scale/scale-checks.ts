import type { OpenedDb } from '../src/db/open-embedded-db.ts';
import { checkInvariants, INVARIANTS_HOLD } from '../src/db/ledger/check-invariants.ts';
import { CARD_PAYMENT_SCOPE } from '../src/services/card-payments/credit-card-money.ts';

/** What the scale test asks each city's database directly once the load has stopped. */
export interface CityVerdict {
  city: string;
  problems: string[];
}

/** Waits until the sandbox bank has no notification left to deliver (an instance died mid-send). */
export async function webhooksSettled(db: OpenedDb, timeoutMs: number): Promise<number> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.query(
      `SELECT count(*)::int AS due FROM sandbox_bank_payments WHERE webhook_state = 'due'`,
    );
    const due = Number(rows[0]!.due);
    if (due === 0 || Date.now() > until) return due;
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function checkCity(
  city: string,
  db: OpenedDb,
  starts: { id: number; plate: string }[],
  topUps: string[],
): Promise<CityVerdict> {
  const problems: string[] = [];
  // every start answered ok is there, once: each start had a plate of its own
  const { rows: found } = await db.query(
    `SELECT plate, count(*)::int AS n, array_agg(id) AS ids FROM parking_sessions
      WHERE plate = ANY($1::text[]) GROUP BY plate`,
    [starts.map((s) => s.plate)],
  );
  const byPlate = new Map(found.map((r) => [String(r.plate), r as { n: number; ids: string[] }]));
  for (const s of starts) {
    const row = byPlate.get(s.plate);
    if (!row) problems.push(`start ${s.id} (${s.plate}) answered ok but missing`);
    else if (row.n !== 1) problems.push(`start ${s.plate} stored ${row.n} times`);
    else if (Number(row.ids[0]) !== s.id)
      problems.push(`start ${s.plate} answered ${s.id}, stored ${row.ids[0]}`);
  }
  // each approved top-up credited once; no payment credited twice, none the bank took and we lost
  const { rows: payments } = await db.query(
    `SELECT cp.id, cp.status, s.status AS bank,
            (SELECT count(*)::int FROM ledger_transactions t
              WHERE t.scope = $1 AND t.idempotency_key = cp.id) AS credits
       FROM card_payments cp LEFT JOIN sandbox_bank_payments s ON s.merchant_payment_id = cp.id`,
    [CARD_PAYMENT_SCOPE],
  );
  const byId = new Map(payments.map((p) => [String(p.id), p]));
  for (const id of topUps) {
    const p = byId.get(id);
    if (!p) problems.push(`top-up ${id} approved but unknown`);
    else if (p.status !== 'succeeded' || p.credits !== 1)
      problems.push(`top-up ${id} approved: ${String(p.status)}, credited ${String(p.credits)} times`);
  }
  for (const p of payments) {
    if (Number(p.credits) > 1)
      problems.push(`card payment ${String(p.id)} credited ${String(p.credits)} times`);
    if (p.bank === 'succeeded' && p.credits !== 1)
      problems.push(`card payment ${String(p.id)} paid, not credited`);
  }
  const invariants = await checkInvariants(db.db);
  for (const [name, holds] of Object.entries(invariants))
    if (holds !== INVARIANTS_HOLD[name as keyof typeof INVARIANTS_HOLD])
      problems.push(`ledger: ${name} broken`);
  return { city, problems };
}
