import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';
import { sandboxBankRows } from '../../db/card-payments/sandbox-bank-rows.ts';
import {
  balance,
  eventually,
  http,
  invariants,
  payAtSandbox,
  paymentRow,
  startCardTestServer,
} from '../card-payments/card-payment-test-kit.ts';
import { settleCardPayment } from '../card-payments/settle-card-payment.ts';
import { reconcileCardPayments } from '../card-payments/reconcile-card-payments.ts';
import { addZone, freshPlate, order, setClock } from '../parking/parking-test-kit.ts';
import {
  bankRefunds,
  cancel,
  cardPaidStay,
  cardRefundsOf,
  historyOf,
  owedToCards,
} from './card-refund-test-kit.ts';
import { retryCardRefunds } from './retry-card-refunds.ts';
import { recordRefundReceipt } from './settle-card-refund.ts';
import { cardPaymentRows } from '../../db/card-payments/card-payment-rows.ts';
import { tokenService } from '../accounts/token-service.ts';

// Issue 22 item 3: a card-paid stay cancelled early gets its unused minutes back on the card,
// through the sandbox bank (partial refunds), settled by the bank's answer, retried until it
// answers, and never lost: a refusal puts the money on the balance.

const t = await startCardTestServer();
await addZone(t.city, 'T1');
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const MONDAY_10 = '2026-03-16T10:00:00+05:00';
const TEN_MINUTES_LATER = '2026-03-16T10:10:00+05:00';

describe('cancelling a stay paid by card', () => {
  it('sends exactly the unused part back to the card, once, and the history shows the cancel', async () => {
    const stay = await cardPaidStay(t, MONDAY_10);
    setClock(TEN_MINUTES_LATER);
    const res = await cancel(t, stay, 'cancel-card-01');
    // 10 minutes used at 100 kopecks: 6000 - 1000 back, all of it to the card
    expect(res.body).toMatchObject({
      status: 'ok',
      refund: 5000,
      refundTo: 'card',
      cardRefund: 5000,
      balance: 0,
    });
    expect(await bankRefunds(t, stay.providerPaymentId)).toEqual({ refunded: 5000, refunds: [5000] });
    expect(await cardRefundsOf(t, stay.paymentId)).toMatchObject([
      { amount_kopecks: 5000, reason: 'cancel', status: 'succeeded', attempts: 1 },
    ]);
    expect(await balance(t, stay.userId)).toBe(0);
    expect(await owedToCards(t)).toBe(0);
    expect(await historyOf(t, stay.sessionId)).toMatchObject([
      { type: 'cancel', amount: 5000, status: 'done' },
    ]);

    // the same cancel again: the first answer, no second refund
    const again = await cancel(t, stay, 'cancel-card-01');
    expect(again.body).toEqual(res.body);
    expect((await cancel(t, stay, 'cancel-card-02')).body.errorName).toBe('ParkingSessionIsOver');
    expect(await bankRefunds(t, stay.providerPaymentId)).toEqual({ refunded: 5000, refunds: [5000] });
    expect(await cardRefundsOf(t, stay.paymentId)).toHaveLength(1);
    expect(await invariants(t)).toEqual(INVARIANTS_HOLD);

    // the refund's receipt (the provider names no refund: matched by payment and amount)
    const payment = (await cardPaymentRows.byId(t.city.db, stay.paymentId))!;
    const receipt = {
      kind: 'receipt',
      eventId: 'rcpt-1',
      providerPaymentId: stay.providerPaymentId,
      raw: {},
    } as const;
    const url = 'https://receipts.example.test/r/5000';
    expect(
      await recordRefundReceipt(t.city, payment, {
        ...receipt,
        receiptType: 'income_return',
        url,
        amountKopecks: 4000,
      }),
    ).toBe(false);
    expect(
      await recordRefundReceipt(t.city, payment, {
        ...receipt,
        receiptType: 'income_return',
        url,
        amountKopecks: 5000,
      }),
    ).toBe(true);
    const { rows } = await t.city.query(
      `SELECT check_fiscal FROM profile_operations WHERE session_id = $1 AND type = 'cancel'`,
      [stay.sessionId],
    );
    expect(rows).toEqual([{ check_fiscal: url }]);
  });

  it('the bank being unreachable leaves the refund waiting; the job pass sends it, once', async () => {
    const stay = await cardPaidStay(t, MONDAY_10);
    setClock(TEN_MINUTES_LATER);
    // the bank's refund book is gone: its refund call fails like a bank that cannot be reached
    await t.city.query('ALTER TABLE sandbox_bank_refunds RENAME TO sandbox_bank_refunds_away');
    let res;
    try {
      res = await cancel(t, stay);
    } finally {
      await t.city.query('ALTER TABLE sandbox_bank_refunds_away RENAME TO sandbox_bank_refunds');
    }
    expect(res.body).toMatchObject({ status: 'ok', refund: 5000, refundTo: 'card', cardRefund: 5000 });
    expect(await cardRefundsOf(t, stay.paymentId)).toMatchObject([{ status: 'pending', attempts: 1 }]);
    expect(await historyOf(t, stay.sessionId)).toMatchObject([{ amount: 5000, status: 'waiting' }]);
    expect(await owedToCards(t)).toBe(5000);

    // not due yet (it waits longer after each try): the pass leaves it
    expect((await retryCardRefunds(t.city)).tried).toBe(0);
    await t.city.query(
      `UPDATE card_refunds SET next_try_at = now() - interval '1 second' WHERE card_payment_id = $1`,
      [stay.paymentId],
    );
    const summary = await reconcileCardPayments(t.city);
    expect(summary.cardRefunds).toEqual({ tried: 1, succeeded: 1, failed: 0, pending: 0 });
    expect(await bankRefunds(t, stay.providerPaymentId)).toEqual({ refunded: 5000, refunds: [5000] });
    expect(await historyOf(t, stay.sessionId)).toMatchObject([{ amount: 5000, status: 'done' }]);
    expect(await owedToCards(t)).toBe(0);
    expect(await balance(t, stay.userId)).toBe(0);
    // settled once: a later pass has nothing to do
    await t.city.query(
      `UPDATE card_refunds SET next_try_at = now() - interval '1 second' WHERE card_payment_id = $1`,
      [stay.paymentId],
    );
    expect((await retryCardRefunds(t.city)).tried).toBe(0);
    expect(await invariants(t)).toEqual(INVARIANTS_HOLD);
  });

  it('a refund the bank refuses for good goes to the balance, and the history says so', async () => {
    const stay = await cardPaidStay(t, MONDAY_10);
    // the whole payment was sent back another way (the bank's console): nothing left to refund
    expect(await sandboxBankRows.refund(t.city.db, stay.providerPaymentId, 'console', 6000)).not.toBeNull();
    setClock(TEN_MINUTES_LATER);
    const res = await cancel(t, stay);
    expect(res.body).toMatchObject({ status: 'ok', refund: 5000, refundTo: 'card', cardRefund: 5000 });
    expect(await cardRefundsOf(t, stay.paymentId)).toMatchObject([{ status: 'failed' }]);
    expect(await balance(t, stay.userId)).toBe(5000);
    expect(await owedToCards(t)).toBe(0);
    expect(await bankRefunds(t, stay.providerPaymentId)).toEqual({ refunded: 6000, refunds: [6000] });
    expect(await historyOf(t, stay.sessionId)).toMatchObject([
      { amount: 5000, status: 'error' },
      { amount: 5000, status: 'done', payment_method: 'balance' },
    ]);
    expect(await invariants(t)).toEqual(INVARIANTS_HOLD);
  });
});

describe("a guest's payment that cannot be used", () => {
  it('goes back whole to the card through card refunds', async () => {
    setClock(MONDAY_10);
    const token = await tokenService.issue(t.city.db, 'guest', null);
    const started = await http(`${t.base}/api/payment/unregistered/start`, {
      token,
      body: order(freshPlate(), { PaymentService: 'card' }),
      headers: { 'idempotency-key': 'guest-refund-01' },
    });
    expect(started.body).toMatchObject({ status: 'ok' });
    const { rows } = await t.city.query(
      `SELECT id, provider_payment_id, amount_kopecks FROM card_payments WHERE guest_token_id IS NOT NULL ORDER BY created_at DESC LIMIT 1`,
    );
    const payment = rows[0]!;
    // we gave up on it (its stay is released), then the guest pays at the bank after all
    const expired = await settleCardPayment(t.city, {
      providerPaymentId: String(payment.provider_payment_id),
      outcome: 'expired',
    });
    expect(expired.effect).toBe('expired');
    await payAtSandbox(String(started.body.RedirectURL), 'approve');
    await eventually(
      async () => (await paymentRow(t, String(payment.id)))?.status === 'refunded',
      'the late payment to go back',
    );
    expect(await cardRefundsOf(t, String(payment.id))).toMatchObject([
      { amount_kopecks: Number(payment.amount_kopecks), reason: 'late', status: 'succeeded' },
    ]);
    expect(await bankRefunds(t, String(payment.provider_payment_id))).toMatchObject({
      refunded: Number(payment.amount_kopecks),
    });
    expect(await invariants(t)).toEqual(INVARIANTS_HOLD);
  });
});
