import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants, INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';
import type { Db } from '../../db/db-types.ts';
import type { LedgerTransactionKind } from '../../db/schema/ledger.ts';
import { hashRequest } from './hash-request.ts';
import { balanceOf, systemAccount } from './ledger-accounts.ts';
import { NoMoneyNoHoney } from './ledger-errors.ts';
import { openLedgerTestCity, type LedgerTestCity } from './ledger-test-kit.ts';
import { postTransaction, type Posting } from './post-transaction.ts';
import { withIdempotency } from './with-idempotency.ts';

// Meaningful on a PostgreSQL server (DATABASE_URL): there the requests really run at once on
// 25 connections. PGlite runs transactions one at a time; the outcomes must be the same.

let t: LedgerTestCity;
let card: number;
let revenue: number;
let refunds: number;

beforeAll(async () => {
  t = await openLedgerTestCity({ PG_POOL_MAX: '25' });
  card = await systemAccount(t.db, 'card_clearing');
  revenue = await systemAccount(t.db, 'city_revenue');
  refunds = await systemAccount(t.db, 'refunds');
});
afterAll(async () => {
  await t?.close();
});

interface Op {
  key: string;
  kind: LedgerTransactionKind;
  postings: Posting[];
}

/** One money-moving request as a route would run it. */
const run = (op: Op) =>
  withIdempotency(
    t.db,
    { scope: 'load', key: op.key, requestHash: hashRequest(op.postings) },
    async (tx: Db) => {
      const posted = await postTransaction(tx, { ...op, scope: 'load', idempotencyKey: op.key });
      return { transactionId: posted.id };
    },
  );

describe('the ledger under concurrent load', () => {
  it('lets exactly 10 of 50 simultaneous 100-kopeck debits through a balance of 1000', async () => {
    const user = await t.newDriver();
    const account = await t.fund(user, 1000);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        run({
          key: `debit-${i}`,
          kind: 'parking_payment',
          postings: [
            { account, amount: -100 },
            { account: revenue, amount: 100 },
          ],
        }),
      ),
    );
    const ok = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect(r.reason).toBeInstanceOf(NoMoneyNoHoney);
    expect(await balanceOf(t.db, user)).toBe(0);
    expect(await checkInvariants(t.db)).toEqual(INVARIANTS_HOLD);
  });

  it('keeps every invariant over 2,000 random operations run 10 at a time', async () => {
    const random = mulberry32(20261121);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const amount = (max: number) => 1 + Math.floor(random() * max);
    const users = await Promise.all(Array.from({ length: 8 }, () => t.newDriver()));
    const accounts = await Promise.all(users.map((u) => t.fund(u, 1)));
    // what each account should hold: what the database answered, replayed in memory
    const expected = new Map<number, number>(accounts.map((a) => [a, 1]));
    const done: { op: Op; answer: unknown }[] = [];
    const counts = { applied: 0, refused: 0, replayed: 0 };

    const nextOp = (i: number): { op: Op; retry: boolean } => {
      const roll = random();
      if (roll < 0.1 && done.length > 0) return { op: pick(done).op, retry: true };
      const key = `op-${i}`;
      const a = pick(accounts);
      if (roll < 0.35) {
        const n = amount(5000);
        return {
          op: {
            key,
            kind: 'refill',
            postings: [
              { account: card, amount: -n },
              { account: a, amount: n },
            ],
          },
          retry: false,
        };
      }
      if (roll < 0.7) {
        const n = amount(3000);
        return {
          op: {
            key,
            kind: 'parking_payment',
            postings: [
              { account: a, amount: -n },
              { account: revenue, amount: n },
            ],
          },
          retry: false,
        };
      }
      if (roll < 0.9) {
        const b = pick(accounts.filter((x) => x !== a));
        const n = amount(3000);
        return {
          op: {
            key,
            kind: 'adjustment',
            postings: [
              { account: a, amount: -n },
              { account: b, amount: n },
            ],
          },
          retry: false,
        };
      }
      // a refund of unused time: revenue is never debited, the contra account is
      const n = amount(500);
      return {
        op: {
          key,
          kind: 'parking_refund',
          postings: [
            { account: refunds, amount: -n },
            { account: a, amount: n },
          ],
        },
        retry: false,
      };
    };

    for (let batch = 0; batch < 200; batch++) {
      const planned = Array.from({ length: 10 }, (_, j) => nextOp(batch * 10 + j));
      const results = await Promise.allSettled(planned.map(({ op }) => run(op)));
      results.forEach((result, j) => {
        const { op, retry } = planned[j]!;
        if (retry) {
          // a retry of a finished request: no effect, the first answer back
          expect(result.status).toBe('fulfilled');
          const { answer, replayed } = (result as PromiseFulfilledResult<Awaited<ReturnType<typeof run>>>)
            .value;
          expect(replayed).toBe(true);
          expect(answer).toEqual(done.find((d) => d.op.key === op.key)!.answer);
          counts.replayed++;
        } else if (result.status === 'rejected') {
          expect(result.reason).toBeInstanceOf(NoMoneyNoHoney);
          counts.refused++;
        } else {
          for (const p of op.postings)
            if (expected.has(p.account)) expected.set(p.account, expected.get(p.account)! + p.amount);
          done.push({ op, answer: result.value.answer });
          counts.applied++;
        }
      });
      if (batch % 50 === 49) expect(await checkInvariants(t.db)).toEqual(INVARIANTS_HOLD);
    }

    expect(await checkInvariants(t.db)).toEqual(INVARIANTS_HOLD);
    for (const [i, user] of users.entries())
      expect(await balanceOf(t.db, user)).toBe(expected.get(accounts[i]!));
    const { rows } = await t.city.query('SELECT sum(balance)::bigint AS total FROM ledger_accounts');
    expect(Number(rows[0]!.total)).toBe(0);
    // the mix really exercised every path
    expect(counts.applied).toBeGreaterThan(1000);
    expect(counts.refused).toBeGreaterThan(50);
    expect(counts.replayed).toBeGreaterThan(100);
  });
});

/** A small seeded PRNG, so a failure replays exactly. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}
