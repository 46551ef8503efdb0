import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';
import { eventually, invariants, startCardTestServer } from '../card-payments/card-payment-test-kit.ts';
import { cardPaymentRuntime } from '../card-payments/card-payment-runtime.ts';
import { addZone, setClock } from '../parking/parking-test-kit.ts';
import {
  bankRefunds,
  cancel,
  cardPaidStay,
  cardRefundsOf,
  owedToCards,
  type CardPaidStay,
} from './card-refund-test-kit.ts';
import { retryCardRefunds } from './retry-card-refunds.ts';
import { settleCardRefund } from './settle-card-refund.ts';

// Meaningful on a PostgreSQL server (DATABASE_URL set): the cancel's own answer, two job passes
// and the provider's refund notification really meet on the refund row at once. PGlite runs them
// one at a time; the outcome must be the same: one refund at the bank, settled once.

const t = await startCardTestServer({ PG_POOL_MAX: '20' });
await addZone(t.city, 'T1');
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const quiet = { warn: () => undefined, error: () => undefined, info: () => undefined };

describe('a card refund answered by several paths at once', () => {
  it('cancel + job passes + notification: one refund, one settling move', async () => {
    const stays: CardPaidStay[] = [];
    for (let i = 0; i < 3; i++) stays.push(await cardPaidStay(t, '2026-03-16T10:00:00+05:00'));
    setClock('2026-03-16T10:10:00+05:00');
    const provider = cardPaymentRuntime().providerOf(t.city.config.city);

    /** The bank's refund notification, as soon as the bank has made the refund. */
    const notify = async (stay: CardPaidStay) => {
      let bankId = '';
      await eventually(async () => {
        const { rows } = await t.city.query('SELECT id FROM sandbox_bank_refunds WHERE payment_id = $1', [
          stay.providerPaymentId,
        ]);
        bankId = rows[0] ? String(rows[0].id) : '';
        return bankId !== '';
      }, 'the bank to make the refund');
      return settleCardRefund(
        t.city,
        provider,
        {
          kind: 'refund',
          eventId: `refund-${bankId}`,
          providerPaymentId: stay.providerPaymentId,
          providerRefundId: bankId,
          outcome: 'succeeded',
          amountKopecks: 5000,
          raw: {},
        },
        quiet,
      );
    };
    const answers = await Promise.all(
      stays.flatMap((stay) => [
        cancel(t, stay),
        notify(stay),
        retryCardRefunds(t.city, quiet),
        retryCardRefunds(t.city, quiet),
      ]),
    );
    for (const [i, stay] of stays.entries()) {
      expect(answers[i * 4]).toMatchObject({ body: { status: 'ok', refund: 5000, refundTo: 'card' } });
      expect(await bankRefunds(t, stay.providerPaymentId)).toEqual({ refunded: 5000, refunds: [5000] });
      expect(await cardRefundsOf(t, stay.paymentId)).toMatchObject([
        { amount_kopecks: 5000, status: 'succeeded' },
      ]);
    }
    const { rows } = await t.city.query(
      `SELECT count(*)::int AS moves FROM ledger_transactions WHERE kind = 'card_refund' AND metadata ? 'cardRefundId'`,
    );
    expect(rows[0]!.moves).toBe(3);
    expect(await owedToCards(t)).toBe(0);
    expect(await invariants(t)).toEqual(INVARIANTS_HOLD);
  });
});
