import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  eventually,
  http,
  payAtSandbox,
  type CardTestServer,
} from '../card-payments/card-payment-test-kit.ts';
import { tokenService } from '../accounts/token-service.ts';
import { freshPlate, order, setClock } from '../parking/parking-test-kit.ts';

/**
 * Helpers for the card refund tests (not a test file itself): a driver's stay paid by card at
 * the sandbox bank (the bank's notification comes over HTTP to the real app), and reads of
 * what the bank and our tables hold.
 */
export interface CardPaidStay {
  token: string;
  userId: number;
  sessionId: number;
  paymentId: string;
  providerPaymentId: string;
}

/** 60 minutes in zone T1 from `at` (a weekday 10:00: 6000 kopecks), paid by card and approved. */
export async function cardPaidStay(t: CardTestServer, at: string): Promise<CardPaidStay> {
  setClock(at);
  const { rows } = await t.city.query('INSERT INTO users (email) VALUES ($1) RETURNING id', [
    `refund-${randomUUID()}@example.test`,
  ]);
  const userId = Number(rows[0]!.id);
  const token = await tokenService.issue(t.city.db, 'standard', userId);
  const started = await http(`${t.base}/api/payment/start`, {
    token,
    body: order(freshPlate(), { PaymentService: 'card' }),
    headers: { 'idempotency-key': `start-${randomUUID()}` },
  });
  expect(started.body).toMatchObject({ status: 'ok' });
  const { rows: made } = await t.city.query(
    `SELECT id, provider_payment_id FROM card_payments WHERE user_id = $1`,
    [userId],
  );
  const paymentId = String(made[0]!.id);
  await payAtSandbox(String(started.body.RedirectURL), 'approve');
  await eventually(async () => (await sessionOf(t, paymentId))?.status === 'active', 'the stay to start');
  const session = (await sessionOf(t, paymentId))!;
  return {
    token,
    userId,
    sessionId: Number(session.id),
    paymentId,
    providerPaymentId: String(made[0]!.provider_payment_id),
  };
}

async function sessionOf(t: CardTestServer, paymentId: string) {
  const { rows } = await t.city.query('SELECT id, status FROM parking_sessions WHERE card_payment_id = $1', [
    paymentId,
  ]);
  return rows[0];
}

export function cancel(t: CardTestServer, stay: CardPaidStay, key = `cancel-${randomUUID()}`) {
  return http(`${t.base}/api/payment/cancel`, {
    token: stay.token,
    body: { ReservationId: String(stay.sessionId) },
    headers: { 'idempotency-key': key },
  });
}

/** What the sandbox bank sent back to the card of this payment: its refund rows and its total. */
export async function bankRefunds(t: CardTestServer, providerPaymentId: string) {
  const { rows } = await t.city.query(
    `SELECT p.refunded_kopecks, coalesce(json_agg(r.amount_kopecks) FILTER (WHERE r.id IS NOT NULL), '[]') AS refunds
       FROM sandbox_bank_payments p LEFT JOIN sandbox_bank_refunds r ON r.payment_id = p.id
      WHERE p.id = $1 GROUP BY p.id`,
    [providerPaymentId],
  );
  return { refunded: Number(rows[0]!.refunded_kopecks), refunds: rows[0]!.refunds as number[] };
}

export async function cardRefundsOf(t: CardTestServer, paymentId: string) {
  const { rows } = await t.city.query(
    `SELECT id, amount_kopecks, reason, status, attempts, settled_transaction_id FROM card_refunds
      WHERE card_payment_id = $1 ORDER BY created_at`,
    [paymentId],
  );
  return rows.map((r) => ({ ...r, amount_kopecks: Number(r.amount_kopecks) }));
}

/** The driver's operations history rows of this stay (the read model /profile/operations lists). */
export async function historyOf(t: CardTestServer, sessionId: number) {
  const { rows } = await t.city.query(
    `SELECT type, amount, status, payment_method FROM profile_operations
      WHERE session_id = $1 AND type = 'cancel' ORDER BY id`,
    [sessionId],
  );
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

/** The ledger's account of money owed back to cards: zero once every refund is answered. */
export async function owedToCards(t: CardTestServer): Promise<number> {
  const { rows } = await t.city.query(`SELECT balance FROM ledger_accounts WHERE kind = 'card_refunds_due'`);
  return Number(rows[0]!.balance);
}
