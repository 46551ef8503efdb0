import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants, INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';
import { checkViolation } from '../../db/ledger/check-violation.ts';
import { driverAccount, systemAccount, systemBalance } from './ledger-accounts.ts';
import { openLedgerTestCity, type LedgerTestCity } from './ledger-test-kit.ts';
import { postTransaction } from './post-transaction.ts';

let t: LedgerTestCity;
beforeAll(async () => {
  t = await openLedgerTestCity();
});
afterAll(async () => {
  await t?.close();
});

describe('sharded system accounts', () => {
  it('spreads city_revenue over 64 rows by key and sums them as one balance', async () => {
    const ids = new Set<number>();
    for (let key = 0; key < 128; key++) ids.add(await systemAccount(t.db, 'city_revenue', key));
    expect(ids.size).toBe(64);
    expect(await systemAccount(t.db, 'city_revenue', 5)).toBe(await systemAccount(t.db, 'city_revenue', 69));
    expect(await systemAccount(t.db, 'city_revenue', 5)).not.toBe(
      await systemAccount(t.db, 'city_revenue', 21),
    );
    // kinds that are not sharded ignore the key
    expect(await systemAccount(t.db, 'card_clearing', 7)).toBe(await systemAccount(t.db, 'card_clearing'));

    const before = await systemBalance(t.db, 'city_revenue');
    const user = await t.newDriver();
    await t.fund(user, 3000);
    const driver = await driverAccount(t.db, user);
    for (const [i, key] of [1, 2, 3].entries()) {
      await postTransaction(t.db, {
        kind: 'parking_payment',
        scope: 'test',
        idempotencyKey: `shard-${user}-${i}`,
        postings: [
          { account: driver, amount: -1000 },
          { account: await systemAccount(t.db, 'city_revenue', key), amount: 1000 },
        ],
      });
    }
    expect((await systemBalance(t.db, 'city_revenue')) - before).toBe(3000);
    expect(await checkInvariants(t.db)).toEqual(INVARIANTS_HOLD);
  });

  it('keeps the sign check on every shard row', async () => {
    const refundsShard = await systemAccount(t.db, 'refunds', 3);
    const error = await t.city
      .query('UPDATE ledger_accounts SET balance = 1 WHERE id = $1', [refundsShard])
      .catch((e: unknown) => e);
    expect(checkViolation(error)).toBe('ledger_accounts_system_sign_ck');
  });

  it('refuses a shard number on a kind that is not spread, and one past the 64 rows', async () => {
    const error = await t.city
      .query("INSERT INTO ledger_accounts (kind, shard) VALUES ('bonus', 2)")
      .catch((e: unknown) => e);
    expect(checkViolation(error)).toBe('ledger_accounts_shard_ck');
    const past = await t.city
      .query("INSERT INTO ledger_accounts (kind, shard) VALUES ('city_revenue', 64)")
      .catch((e: unknown) => e);
    expect(checkViolation(past)).toBe('ledger_accounts_shard_ck');
  });
});
