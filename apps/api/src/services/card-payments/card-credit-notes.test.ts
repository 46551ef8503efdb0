import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { driverAccount, systemAccount } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { newDriver, startCardTestServer } from './card-payment-test-kit.ts';

const t = await startCardTestServer();
afterAll(async () => t.close());

const migration = readFileSync(
  path.join(import.meta.dirname, '../../db/migrations/0055_card_credit_notes.sql'),
  'utf8',
);
const notes = async (userId: number) =>
  (await t.city.query('SELECT type, note FROM profile_operations WHERE user_id = $1 ORDER BY id', [userId]))
    .rows as { type: string; note: string | null }[];

// Migration 0055: a card top-up journaled with the old metadata key showed "…, refill" in the history.
describe('the notes of card top-ups journaled before creditedAs', () => {
  it('are cleared, and a support correction keeps its reason', async () => {
    const { userId } = await newDriver(t);
    const driver = await driverAccount(t.city.db, userId);
    const clearing = await systemAccount(t.city.db, 'card_clearing');
    // as credit-card-money.ts wrote it before: the credit path under `reason`
    await postTransaction(t.city.db, {
      kind: 'refill',
      scope: 'card-payment',
      idempotencyKey: `old-${userId}`,
      postings: [
        { account: clearing, amount: -5000 },
        { account: driver, amount: 5000 },
      ],
      metadata: {
        paymentId: `old-${userId}`,
        purpose: 'refill',
        method: 'card',
        reason: 'late',
        amount: 5000,
      },
    });
    await postTransaction(t.city.db, {
      kind: 'adjustment',
      scope: 'support',
      idempotencyKey: `fix-${userId}`,
      postings: [
        { account: await systemAccount(t.city.db, 'adjustments'), amount: -100 },
        { account: driver, amount: 100 },
      ],
      metadata: { reason: 'late' },
    });
    expect(await notes(userId)).toEqual([
      { type: 'refill', note: 'late' },
      { type: 'correction', note: 'late' },
    ]);

    await t.city.query(migration);
    expect(await notes(userId)).toEqual([
      { type: 'refill', note: null },
      { type: 'correction', note: 'late' },
    ]);
  });
});
