import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants, INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';
import { checkViolation } from '../../db/ledger/check-violation.ts';
import { balanceOf, driverAccount, systemAccount } from './ledger-accounts.ts';
import { LedgerRuleError, NoMoneyNoHoney } from './ledger-errors.ts';
import { openLedgerTestCity, type LedgerTestCity } from './ledger-test-kit.ts';
import { balanceAfter, postTransaction } from './post-transaction.ts';

let t: LedgerTestCity;
let revenue: number;

beforeAll(async () => {
  t = await openLedgerTestCity();
  revenue = await systemAccount(t.db, 'city_revenue');
});
afterAll(async () => {
  await t?.close();
});

const count = async (table: string) =>
  Number((await t.city.query(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);

const pay = (account: number, amount: number, key: string) =>
  postTransaction(t.db, {
    kind: 'parking_payment',
    scope: 'test',
    idempotencyKey: key,
    postings: [
      { account, amount: -amount },
      { account: revenue, amount },
    ],
  });

describe('postTransaction', () => {
  it('journals balanced postings and moves the stored balances', async () => {
    const user = await t.newDriver();
    const account = await t.fund(user, 1000);
    const revenueBefore = (await t.city.query('SELECT balance FROM ledger_accounts WHERE id = $1', [revenue]))
      .rows[0]!.balance;
    const posted = await pay(account, 300, 'pay-1');
    expect(posted.id).toBeGreaterThan(0);
    expect(await balanceOf(t.db, user)).toBe(700);
    const { rows } = await t.city.query(
      'SELECT account_id, amount FROM ledger_postings WHERE transaction_id = $1 ORDER BY amount',
      [posted.id],
    );
    expect(rows.map((r) => [Number(r.account_id), Number(r.amount)])).toEqual([
      [account, -300],
      [revenue, 300],
    ]);
    const revenueAfter = (await t.city.query('SELECT balance FROM ledger_accounts WHERE id = $1', [revenue]))
      .rows[0]!.balance;
    expect(Number(revenueAfter) - Number(revenueBefore)).toBe(300);
    expect(await checkInvariants(t.db)).toEqual(INVARIANTS_HOLD);
  });

  it('refuses unbalanced, fractional, zero, single and unknown-account postings before writing', async () => {
    const account = await t.fund(await t.newDriver(), 500);
    const before = await count('ledger_transactions');
    const bad: { account: number; amount: number }[][] = [
      [
        { account, amount: -100 },
        { account: revenue, amount: 99 },
      ],
      [
        { account, amount: -1.5 },
        { account: revenue, amount: 1.5 },
      ],
      [
        { account, amount: 0 },
        { account: revenue, amount: 0 },
      ],
      [{ account, amount: 100 }],
    ];
    for (const postings of bad) {
      await expect(
        postTransaction(t.db, { kind: 'adjustment', scope: 'test', idempotencyKey: 'bad', postings }),
      ).rejects.toBeInstanceOf(LedgerRuleError);
    }
    await expect(
      postTransaction(t.db, {
        kind: 'adjustment',
        scope: 'test',
        idempotencyKey: 'bad-account',
        postings: [
          { account: 999_999, amount: -5 },
          { account: revenue, amount: 5 },
        ],
      }),
    ).rejects.toBeInstanceOf(LedgerRuleError);
    expect(await count('ledger_transactions')).toBe(before);
  });

  it('has the database refuse an unbalanced transaction at commit, whatever the code does', async () => {
    const account = await t.fund(await t.newDriver(), 500);
    const before = await count('ledger_postings');
    const unbalanced = await t.db
      .transaction(async (tx) => {
        const { rows } = await rawInTx(
          tx,
          `INSERT INTO ledger_transactions (kind, scope, idempotency_key)
          VALUES ('adjustment', 'test', 'raw-unbalanced') RETURNING id`,
        );
        await rawInTx(
          tx,
          `INSERT INTO ledger_postings (transaction_id, account_id, amount) VALUES (${rows[0]!.id}, ${account}, 10)`,
        );
      })
      .catch((e: unknown) => e);
    expect(checkViolation(unbalanced)).toBe('ledger_transaction_balanced');
    const empty = await t.db
      .transaction(async (tx) => {
        await rawInTx(
          tx,
          `INSERT INTO ledger_transactions (kind, scope, idempotency_key)
          VALUES ('adjustment', 'test', 'raw-empty')`,
        );
      })
      .catch((e: unknown) => e);
    expect(checkViolation(empty)).toBe('ledger_transaction_balanced');
    expect(await count('ledger_postings')).toBe(before);
    expect(await count("ledger_transactions WHERE scope = 'test' AND idempotency_key LIKE 'raw-%'")).toBe(0);
    await expect(t.city.query('DELETE FROM ledger_postings')).rejects.toThrow(/append-only/);
  });

  it('refuses an overdraft with NoMoneyNoHoney and changes nothing', async () => {
    const user = await t.newDriver();
    const account = await t.fund(user, 250);
    const before = await count('ledger_postings');
    const error = await pay(account, 251, 'overdraft').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoMoneyNoHoney);
    expect(error).toMatchObject({ errorName: 'NoMoneyNoHoney', httpStatus: 402 });
    expect(await balanceOf(t.db, user)).toBe(250);
    expect(await count('ledger_postings')).toBe(before);
    await pay(account, 250, 'exact');
    expect(await balanceOf(t.db, user)).toBe(0);
  });

  it('leaves the caller’s transaction usable after a refusal (savepoint)', async () => {
    const user = await t.newDriver();
    const account = await t.fund(user, 100);
    await t.db.transaction(async (tx) => {
      await expect(pay2(tx, account, 500, 'sp-too-much')).rejects.toBeInstanceOf(NoMoneyNoHoney);
      await pay2(tx, account, 60, 'sp-fits');
    });
    expect(await balanceOf(t.db, user)).toBe(40);
  });

  it('names accounts by driver and by system kind, and answers the balances after the move', async () => {
    const user = await t.newDriver();
    const account = await t.fund(user, 900);
    const posted = await postTransaction(t.db, {
      kind: 'parking_payment',
      scope: 'test',
      idempotencyKey: 'by-name',
      postings: [
        { driver: user, amount: -400 },
        { system: 'city_revenue', spreadKey: user, amount: 400 },
      ],
    });
    expect(balanceAfter(posted, user)).toBe(500);
    expect(await balanceOf(t.db, user)).toBe(500);
    const shard = await systemAccount(t.db, 'city_revenue', user);
    expect(posted.balances.map((b) => b.account).sort((a, b) => a - b)).toEqual(
      [account, shard].sort((a, b) => a - b),
    );
    // a driver who never had money gets an account; a debit of it is refused, a credit goes in
    const fresh = await t.newDriver();
    await expect(
      postTransaction(t.db, {
        kind: 'parking_payment',
        scope: 'test',
        idempotencyKey: 'fresh-debit',
        postings: [
          { driver: fresh, amount: -1 },
          { system: 'city_revenue', amount: 1 },
        ],
      }),
    ).rejects.toBeInstanceOf(NoMoneyNoHoney);
    const credited = await postTransaction(t.db, {
      kind: 'parking_refund',
      scope: 'test',
      idempotencyKey: 'fresh-credit',
      postings: [
        { system: 'refunds', spreadKey: fresh, amount: -70 },
        { driver: fresh, amount: 70 },
      ],
    });
    expect(balanceAfter(credited, fresh)).toBe(70);
    expect(await checkInvariants(t.db)).toEqual(INVARIANTS_HOLD);
  });

  it('refuses a move a system sign check forbids as an error, not as NoMoneyNoHoney', async () => {
    const user = await t.newDriver();
    await t.fund(user, 100);
    const error = await postTransaction(t.db, {
      kind: 'adjustment',
      scope: 'test',
      idempotencyKey: 'revenue-negative',
      postings: [
        { system: 'city_revenue', spreadKey: 7_777_777, amount: -1_000_000_000 },
        { driver: user, amount: 1_000_000_000 },
      ],
    }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(NoMoneyNoHoney);
    expect(checkViolation(error)).toBe('ledger_accounts_system_sign_ck');
    expect(await balanceOf(t.db, user)).toBe(100);
  });

  it('answers 0 for a driver without an account and makes accounts once', async () => {
    const user = await t.newDriver();
    expect(await balanceOf(t.db, user)).toBe(0);
    const ids = await Promise.all(Array.from({ length: 10 }, () => driverAccount(t.db, user)));
    expect(new Set(ids).size).toBe(1);
  });
});

type Tx = Parameters<Parameters<LedgerTestCity['db']['transaction']>[0]>[0];

function pay2(tx: Tx, account: number, amount: number, key: string) {
  return postTransaction(tx, {
    kind: 'parking_payment',
    scope: 'test',
    idempotencyKey: key,
    postings: [
      { account, amount: -amount },
      { account: revenue, amount },
    ],
  });
}

async function rawInTx(tx: Tx, text: string) {
  return (await tx.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] };
}
