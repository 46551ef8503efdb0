import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  MoneyCloseAnswer,
  MoneyReconciliationAnswer,
  MoneyReportAnswer,
} from '@parking/domain/staff/money-contracts';
import { signInStaff, staffCall } from '../../../test/staff-test-kit.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { addZone, freshPlate, order, setClock, type ParkingTestApp } from '../parking/parking-test-kit.ts';
import { addDays } from '../subscriptions/subscription-dates.ts';
import {
  balance,
  eventually,
  http,
  newDriver,
  payAtSandbox,
  paymentRow,
  refill,
  startCardTestServer,
} from '../card-payments/card-payment-test-kit.ts';
import { cityToday } from './money-period.ts';

// The real app on a real port, so the sandbox bank's notifications reach the webhook over HTTP.
// Money moves happen now (the ledger stamps them with the database's clock); the parking clock
// is set to a Monday 10:00 only so that zone T1 costs 100 kopecks a minute.
const t = await startCardTestServer();
// the staff kit needs only the app of a ParkingTestApp
const asParkingApp = { app: t.app } as ParkingTestApp;
const tokens: Record<string, string> = {};
const timeZone = t.city.config.timeZone;
const to = cityToday(timeZone);
const from = addDays(to, -1);
const paid: { topUp: string; silent: string } = { topUp: '', silent: '' };
let userId = 0;

const get = <T>(path: string, role = 'accountant') =>
  staffCall(asParkingApp, 'GET', path, { token: tokens[role] }) as Promise<{ status: number; body: T }>;

/** The four system accounts' postings in the city days from..to, straight from the ledger. */
async function ledgerSums(byDay = false) {
  const { rows } = await t.city.query(
    `SELECT ${byDay ? `to_char(t.created_at AT TIME ZONE $3, 'YYYY-MM-DD')` : 'NULL'} AS day,
            coalesce(sum(p.amount) FILTER (WHERE a.kind = 'city_revenue'), 0)::int AS revenue,
            coalesce(-sum(p.amount) FILTER (WHERE a.kind = 'refunds'), 0)::int AS refunds,
            coalesce(-sum(p.amount) FILTER (WHERE a.kind = 'adjustments'), 0)::int AS corrections,
            coalesce(-sum(p.amount) FILTER (WHERE a.kind = 'bonus'), 0)::int AS bonuses
       FROM ledger_postings p
       JOIN ledger_transactions t ON t.id = p.transaction_id
       JOIN ledger_accounts a ON a.id = p.account_id
      WHERE (t.created_at AT TIME ZONE $3)::date BETWEEN $1::date AND $2::date
      GROUP BY 1`,
    [from, to, timeZone],
  );
  return rows.map(({ day, ...sums }) => ({ day: day as string | null, sums }));
}

beforeAll(async () => {
  await addZone(t.city, 'T1');
  for (const role of ['accountant', 'administrator', 'support'] as const)
    tokens[role] = (await signInStaff(asParkingApp, t.city, role)).token;
  setClock('2026-03-16T10:00:00+05:00');
  const driver = await newDriver(t);
  userId = driver.userId;
  // a card top-up of 1000.00 with its bonus20 (200.00), through the sandbox bank
  const topUp = await refill(t, driver.token, { PaymentService: 'card', RefillAmount: 1000 });
  paid.topUp = topUp.body.paymentId as string;
  await payAtSandbox(topUp.body.RedirectURL as string, 'approve');
  await eventually(async () => (await balance(t, userId)) === 120_000, 'the top-up');
  // a stay of 120 minutes from the balance (12000), cancelled after 20.5 minutes: 9900 back
  const start = (plate: string, extra: Record<string, unknown> = {}) =>
    http(`${t.base}/api/payment/start`, {
      token: driver.token,
      body: order(plate, { Duration: 120, ...extra }),
      headers: { 'idempotency-key': randomUUID() },
    });
  const stay = await start(freshPlate());
  const stayId = (stay.body.result as { id: string }).id;
  setClock('2026-03-16T10:20:30+05:00');
  const cancel = await http(`${t.base}/api/payment/cancel`, {
    token: driver.token,
    body: { ReservationId: stayId },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(cancel.body).toMatchObject({ status: 'ok', refund: 9900 });
  // a stay of 60 minutes paid by card (6000)
  const byCard = await start(freshPlate(), { Duration: 60, PaymentService: 'card' });
  await payAtSandbox(byCard.body.RedirectURL as string, 'approve');
  const cardPayment = new URL(byCard.body.RedirectURL as string).pathname.split('/').pop()!;
  await eventually(async () => {
    const { rows } = await t.city.query('SELECT status FROM card_payments WHERE provider_payment_id = $1', [
      cardPayment,
    ]);
    return rows[0]?.status === 'succeeded';
  }, 'the card stay');
  // a staff correction of 7.00 onto the balance, posted as the support desk would
  await postTransaction(t.city.db, {
    kind: 'adjustment',
    scope: 'test',
    idempotencyKey: randomUUID(),
    postings: [
      { system: 'adjustments', amount: -700 },
      { driver: userId, amount: 700 },
    ],
    metadata: { reason: 'goodwill' },
  });
  // a top-up the bank took but never told us of (its "do not notify" box)
  const silent = await refill(t, driver.token, { PaymentService: 'card', RefillAmount: 50 });
  paid.silent = silent.body.paymentId as string;
  await payAtSandbox(silent.body.RedirectURL as string, 'approve', true);
  vi.restoreAllMocks();
});
afterAll(() => t.close());

describe('the money report', () => {
  it('sums each group from the ledger: its totals are the system accounts’ movements to the kopeck', async () => {
    const byMethod = await get<MoneyReportAnswer>(
      `/api/operator/money/report?from=${from}&to=${to}&groupBy=method`,
    );
    expect(byMethod.status).toBe(200);
    const ledger = (await ledgerSums())[0]!.sums;
    const { revenue, refunds, corrections, bonuses } = byMethod.body.total;
    expect({ revenue, refunds, corrections, bonuses }).toEqual(ledger);
    expect(byMethod.body.ledger).toEqual(ledger);
    expect(byMethod.body.matchesLedger).toBe(true);
    const method = (key: string) => byMethod.body.rows.find((r) => r.key === key);
    expect(method('card')).toMatchObject({
      label: 'Банковская карта',
      revenue: 6000,
      bonuses: 20_000,
      sessions: 1,
    });
    expect(method('balance')).toMatchObject({
      revenue: 12_000,
      refunds: 9900,
      corrections: 700,
      sessions: 1,
    });
    expect(byMethod.body.total).toMatchObject({ revenue: 18_000, net: 8100, sessions: 2, minutes: 21 + 60 });

    const byZone = await get<MoneyReportAnswer>(
      `/api/operator/money/report?from=${from}&to=${to}&groupBy=zone`,
    );
    expect(byZone.body.rows).toEqual([
      expect.objectContaining({ key: 'T1', revenue: 18_000, refunds: 9900, sessions: 2, minutes: 81 }),
      expect.objectContaining({
        key: null,
        label: 'Без зоны',
        revenue: 0,
        corrections: 700,
        bonuses: 20_000,
      }),
    ]);

    const byDay = await get<MoneyReportAnswer>(`/api/operator/money/report?from=${from}&to=${to}`);
    expect(byDay.body.rows.map((r) => r.key)).toEqual([from, to]);
    for (const { day, sums } of await ledgerSums(true)) {
      const row = byDay.body.rows.find((r) => r.key === day)!;
      const { revenue: r, refunds: f, corrections: c, bonuses: b } = row;
      expect({ revenue: r, refunds: f, corrections: c, bonuses: b }, day!).toEqual(sums);
    }
    expect(byDay.body.total).toEqual(byMethod.body.total);
  });

  it('exports the same numbers as XLSX and as CSV, with the filters in the name and the headings in English', async () => {
    const report = (
      await get<MoneyReportAnswer>(`/api/operator/money/report?from=${from}&to=${to}&groupBy=zone`)
    ).body;
    const download = (format: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/operator/money/report/export?from=${from}&to=${to}&groupBy=zone&format=${format}&lang=en`,
        headers: { authorization: `Bearer ${tokens.accountant}` },
      });
    const kopecks = (v: unknown) => Math.round(Number(v) * 100);

    const xlsx = await download('xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.headers['content-disposition']).toContain(`money-report-${from}-${to}-zone.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const values: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    const header = values.findIndex((v) => v[0] === 'Zone');
    expect(values[header]).toEqual([
      'Zone',
      'Revenue, RUB',
      'Refunds, RUB',
      'Net revenue, RUB',
      'Corrections, RUB',
      'Bonuses, RUB',
      'Stays',
      'Minutes',
    ]);
    const xlsxTotal = values.at(-1)!;
    expect(xlsxTotal[0]).toBe('Total');
    expect(xlsxTotal.slice(1, 6).map(kopecks)).toEqual([
      report.total.revenue,
      report.total.refunds,
      report.total.net,
      report.total.corrections,
      report.total.bonuses,
    ]);
    expect(values.slice(header + 1, -1).map((v) => [v[0], kopecks(v[1])])).toEqual([
      ['T1', 18_000],
      ['No zone', 0],
    ]);

    const csv = await download('csv');
    expect(csv.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
      .map((l) => l.split(','));
    expect(lines[0]![0]).toBe('Zone');
    expect(lines.at(-1)).toEqual([
      'Total',
      ...[
        report.total.revenue,
        report.total.refunds,
        report.total.net,
        report.total.corrections,
        report.total.bonuses,
      ].map((k) => (k / 100).toFixed(2)),
      String(report.total.sessions),
      String(report.total.minutes),
    ]);
    expect(lines.slice(1, -1).map((l) => l[0])).toEqual(['T1', 'No zone']);
  });
});

describe('the daily close', () => {
  it('balances today and yesterday: opening + postings = closing per kind, every column sums to zero', async () => {
    for (const date of [from, to]) {
      const { status, body } = await get<MoneyCloseAnswer>(`/api/operator/money/close?date=${date}`);
      expect(status).toBe(200);
      expect(body.balanced).toBe(true);
      expect(body.differences).toEqual([]);
      expect(body.kinds).toHaveLength(7);
      for (const k of body.kinds) expect(k.opening + k.postings).toBe(k.closing);
      expect(body.total).toEqual({ opening: 0, postings: 0, closing: 0 });
    }
    const today = (await get<MoneyCloseAnswer>(`/api/operator/money/close?date=${to}`)).body;
    expect(today.today).toBe(true);
    for (const k of today.kinds) expect(k.stored).toBe(k.closing);
    const driver = today.kinds.find((k) => k.kind === 'driver_balance')!;
    expect(driver.closing).toBe(await balance(t, userId));
  });

  it('shows a stored balance that went astray from the journal as a difference', async () => {
    const shift = (kopecks: number) =>
      t.city.query(`UPDATE ledger_accounts SET balance = balance + $1 WHERE kind = 'adjustments'`, [kopecks]);
    await shift(1);
    try {
      const { body } = await get<MoneyCloseAnswer>(`/api/operator/money/close?date=${to}`);
      expect(body.balanced).toBe(false);
      expect(body.differences).toEqual([
        { check: 'kind', kind: 'adjustments', amount: -1 },
        { check: 'closingSum', kind: null, amount: 1 },
      ]);
    } finally {
      await shift(-1);
    }
  });
});

describe('the card reconciliation', () => {
  it('lists a payment the bank took but we never credited, and one whose amount differs', async () => {
    await t.city.query(
      `UPDATE sandbox_bank_payments SET amount_kopecks = amount_kopecks + 100 WHERE merchant_payment_id = $1`,
      [paid.topUp],
    );
    const { status, body } = await get<MoneyReconciliationAnswer>(
      `/api/operator/money/reconciliation?from=${from}&to=${to}`,
    );
    expect(status).toBe(200);
    expect(body.provider).toBe('sandbox');
    expect(body.differences.map((d) => [d.kind, d.paymentId])).toEqual([
      ['amount_mismatch', paid.topUp],
      ['paid_not_credited', paid.silent],
    ]);
    expect(body.differences[0]).toMatchObject({
      ourKopecks: 100_000,
      providerKopecks: 100_100,
      ledgerKopecks: 100_000,
    });
    expect((await paymentRow(t, paid.silent))!.status).toBe('pending');
    // top-up, card stay, silent top-up: both sides have three; the card stay alone agrees
    expect(body.ours).toEqual({
      count: 3,
      paidCount: 2,
      paidKopecks: 106_000,
      refundedCount: 0,
      refundedKopecks: 0,
    });
    expect(body.theirs).toEqual({
      count: 3,
      paidCount: 3,
      paidKopecks: 111_100,
      refundedCount: 0,
      refundedKopecks: 0,
    });
    expect([body.matched, body.differenceCount]).toEqual([1, 2]);
  });
});

describe('who may look, and what is asked', () => {
  it('refuses support (403) and serves administrators; bad dates and periods are 400', async () => {
    const paths = [
      `/api/operator/money/report?from=${from}&to=${to}`,
      `/api/operator/money/report/export?from=${from}&to=${to}&format=csv`,
      `/api/operator/money/close?date=${to}`,
      `/api/operator/money/reconciliation?from=${from}&to=${to}`,
    ];
    for (const path of paths) {
      expect((await get(path, 'support')).status, path).toBe(403);
      const admin = await t.app.inject({
        url: path,
        headers: { authorization: `Bearer ${tokens.administrator}` },
      });
      expect(admin.statusCode, path).toBe(200);
    }
    const refused = async (path: string) => {
      const { status, body } = await get<{ errorName: string }>(path);
      return [status, body.errorName];
    };
    expect(await refused('/api/operator/money/report?from=2026-02-30&to=2026-03-01')).toEqual([
      400,
      'ValidationError',
    ]);
    expect(await refused('/api/operator/money/report?from=2026-03-02&to=2026-03-01')).toEqual([
      400,
      'ValidationError',
    ]);
    expect(await refused('/api/operator/money/report?from=16.03.2026&to=2026-03-17')).toEqual([
      400,
      'ValidationError',
    ]);
    expect(await refused('/api/operator/money/report?from=2026-03-01&to=2026-03-02&groupBy=week')).toEqual([
      400,
      'ValidationError',
    ]);
    expect(await refused('/api/operator/money/report?from=2025-01-01&to=2026-01-02')).toEqual([
      400,
      'MoneyPeriodTooLong',
    ]);
    expect(await refused('/api/operator/money/reconciliation?from=2026-01-01&to=2026-04-30')).toEqual([
      400,
      'MoneyPeriodTooLong',
    ]);
    expect(await refused(`/api/operator/money/close?date=${addDays(to, 1)}`)).toEqual([
      400,
      'ValidationError',
    ]);
    expect(await refused(`/api/operator/money/report/export?from=${from}&to=${to}&format=pdf`)).toEqual([
      400,
      'ValidationError',
    ]);
  });
});
