import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants, INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';
import type { Db } from '../../db/db-types.ts';
import { hashRequest } from './hash-request.ts';
import { balanceOf, driverAccount, systemAccount } from './ledger-accounts.ts';
import { IdempotencyKeyReused, NoMoneyNoHoney } from './ledger-errors.ts';
import { openLedgerTestCity, type LedgerTestCity } from './ledger-test-kit.ts';
import { postTransaction } from './post-transaction.ts';
import { withIdempotency } from './with-idempotency.ts';

let t: LedgerTestCity;
let revenue: number;

beforeAll(async () => {
  t = await openLedgerTestCity();
  revenue = await systemAccount(t.db, 'city_revenue');
});
afterAll(async () => {
  await t?.close();
});

/** What a "pay for parking" call would do: one idempotent debit, answering the new balance. */
async function payOnce(userId: number, key: string, amount: number) {
  const scope = `user:${userId}`;
  return withIdempotency(t.db, { scope, key, requestHash: hashRequest({ amount }) }, async (tx: Db) => {
    const posted = await postTransaction(tx, {
      kind: 'parking_payment',
      scope,
      idempotencyKey: key,
      postings: [
        { account: await driverAccount(tx, userId), amount: -amount },
        { account: revenue, amount },
      ],
    });
    return { transactionId: posted.id, balance: await balanceOf(tx, userId), at: new Date(posted.createdAt) };
  });
}

const transactionsOf = async (userId: number) =>
  Number(
    (await t.city.query('SELECT count(*) AS n FROM ledger_transactions WHERE scope = $1', [`user:${userId}`]))
      .rows[0]!.n,
  );

describe('withIdempotency', () => {
  it('answers a retry with the first answer and moves the money once', async () => {
    const user = await t.newDriver();
    await t.fund(user, 1000);
    const first = await payOnce(user, 'k1', 300);
    expect(first.replayed).toBe(false);
    // a Date comes back as JSON carries it, the same on the first call and on replays
    expect(typeof first.answer.at).toBe('string');
    const again = await payOnce(user, 'k1', 300);
    expect(again).toEqual({ answer: first.answer, replayed: true });
    expect(await balanceOf(t.db, user)).toBe(700);
    expect(await transactionsOf(user)).toBe(1);
  });

  it('refuses the same key with a different request (409), changing nothing', async () => {
    const user = await t.newDriver();
    await t.fund(user, 1000);
    await payOnce(user, 'k2', 100);
    const error = await payOnce(user, 'k2', 200).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdempotencyKeyReused);
    expect(error).toMatchObject({ errorName: 'ValidationError', httpStatus: 409 });
    expect(await balanceOf(t.db, user)).toBe(900);
  });

  it('keeps no answer for a refusal, so a retry after a top-up goes through', async () => {
    const user = await t.newDriver();
    await t.fund(user, 50);
    await expect(payOnce(user, 'k3', 80)).rejects.toBeInstanceOf(NoMoneyNoHoney);
    expect(await balanceOf(t.db, user)).toBe(50);
    await t.fund(user, 50);
    const retried = await payOnce(user, 'k3', 80);
    expect(retried.replayed).toBe(false);
    expect(retried.answer.balance).toBe(20);
  });

  it('gives one effect and 20 equal answers to 20 simultaneous identical requests', async () => {
    const user = await t.newDriver();
    await t.fund(user, 1000);
    const results = await Promise.all(Array.from({ length: 20 }, () => payOnce(user, 'k4', 150)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    for (const r of results) expect(r.answer).toEqual(results[0]!.answer);
    expect(results[0]!.answer.balance).toBe(850);
    expect(await balanceOf(t.db, user)).toBe(850);
    expect(await transactionsOf(user)).toBe(1);
    expect(await checkInvariants(t.db)).toEqual(INVARIANTS_HOLD);
  });

  it('keeps key spaces apart by scope', async () => {
    const [a, b] = [await t.newDriver(), await t.newDriver()];
    await t.fund(a, 100);
    await t.fund(b, 100);
    expect((await payOnce(a, 'shared', 10)).replayed).toBe(false);
    expect((await payOnce(b, 'shared', 10)).replayed).toBe(false);
    expect([await balanceOf(t.db, a), await balanceOf(t.db, b)]).toEqual([90, 90]);
  });
});

describe('hashRequest', () => {
  it('ignores key order and undefined fields, and tells different values apart', () => {
    expect(hashRequest({ a: 1, b: [1, { c: 'x' }] })).toBe(
      hashRequest({ b: [1, { c: 'x' }], a: 1, d: undefined }),
    );
    expect(hashRequest({ a: 1 })).not.toBe(hashRequest({ a: '1' }));
  });
});
