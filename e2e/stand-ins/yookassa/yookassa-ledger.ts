import { randomInt } from 'node:crypto';
import type { Notifier } from './yookassa-notifier.ts';
import {
  fail,
  kopecksOf,
  receiptProblem,
  rub,
  yooId,
  type ApiError,
  type PaymentObject,
  type ReceiptObject,
  type RefundObject,
} from './yookassa-objects.ts';

/** Card numbers of the hosted page: this one pays; 5555 5555 5555 4444 lacks funds; others decline. */
export const GOOD_CARD = '5555555555554477';
export const POOR_CARD = '5555555555554444';

interface StoredPayment {
  shopId: string;
  object: PaymentObject;
  receipt?: Record<string, unknown>;
  /** capture:true (SBP, one stage): paid means succeeded; false: held until captured. */
  capture: boolean;
}

/** A receipt the shop sent with a payment or refund, as sent (tests compare it to the kopeck). */
export interface SentReceipt {
  shopId: string;
  kind: 'payment' | 'refund';
  objectId: string;
  paymentId: string;
  receipt: Record<string, unknown>;
}

export interface LedgerTiming {
  /** A pending payment is canceled (expired_on_confirmation) after this long; YooKassa: 1 hour for SBP. */
  confirmWithinMs: number;
  /** A held payment is canceled (expired_on_capture) after this long; YooKassa: 7 days for cards. */
  captureWithinMs: number;
}

const now = () => new Date().toISOString();
const fiscalStorage = '9999078900004792';

/** Every object of every shop, in memory, with YooKassa's state machine. */
export class YooKassaLedger {
  readonly payments = new Map<string, StoredPayment>();
  readonly refunds = new Map<string, { shopId: string; object: RefundObject }>();
  readonly receipts: (ReceiptObject & { shopId: string })[] = [];
  readonly receiptsSent: SentReceipt[] = [];
  private documentNumber = 100;

  constructor(
    private readonly notifier: Notifier,
    private readonly timing: LedgerTiming,
  ) {}

  createPayment(
    shopId: string,
    body: Record<string, unknown>,
    checkoutBase: string,
  ): PaymentObject | ApiError {
    const amount = body.amount as { value?: unknown; currency?: unknown } | undefined;
    const kopecks = kopecksOf(amount?.value);
    if (kopecks === null || kopecks < 100)
      return fail(400, 'invalid_request', 'Wrong amount', 'amount.value');
    if (amount?.currency !== 'RUB') return fail(400, 'invalid_request', 'Wrong currency', 'amount.currency');
    const confirmation = body.confirmation as { type?: unknown; return_url?: unknown } | undefined;
    if (confirmation?.type !== 'redirect' || typeof confirmation.return_url !== 'string')
      return fail(
        400,
        'invalid_request',
        'Confirmation redirect with return_url is required',
        'confirmation',
      );
    if (typeof body.description === 'string' && body.description.length > 128)
      return fail(400, 'invalid_request', 'Description is longer than 128', 'description');
    const method = (body.payment_method_data as { type?: unknown } | undefined)?.type;
    if (method !== undefined && method !== 'bank_card' && method !== 'sbp')
      return fail(400, 'invalid_request', 'Payment method is not available', 'payment_method_data.type');
    const capture = body.capture === true;
    if (method === 'sbp' && !capture)
      return fail(400, 'invalid_request', 'Two-stage payments are not available for sbp', 'capture');
    const metadata = (body.metadata ?? {}) as Record<string, unknown>;
    if (Object.keys(metadata).length > 16)
      return fail(400, 'invalid_request', 'Too many metadata keys', 'metadata');
    const receipt = body.receipt as Record<string, unknown> | undefined;
    if (receipt === undefined)
      return fail(400, 'invalid_request', 'Receipt is required for this shop', 'receipt');
    const problem = receiptProblem(receipt, kopecks);
    if (problem) return problem;
    const id = yooId();
    const object: PaymentObject = {
      id,
      status: 'pending',
      paid: false,
      amount: rub(kopecks),
      ...(typeof body.description === 'string' ? { description: body.description } : {}),
      recipient: { account_id: shopId, gateway_id: `${shopId}01` },
      ...(method ? { payment_method: { type: method, id, saved: false } } : {}),
      created_at: now(),
      confirmation: {
        type: 'redirect',
        return_url: confirmation.return_url,
        confirmation_url: `${checkoutBase}/checkout/${id}`,
      },
      test: true,
      refundable: false,
      metadata,
    };
    this.payments.set(id, { shopId, object, receipt, capture });
    this.receiptsSent.push({ shopId, kind: 'payment', objectId: id, paymentId: id, receipt });
    return this.view(object);
  }

  /** A copy of the object as the API shows it now (later changes do not reach an answer). */
  view<T extends PaymentObject | RefundObject>(object: T): T {
    return structuredClone(object);
  }

  payment(shopId: string, id: string): StoredPayment | ApiError {
    this.expireDue();
    const stored = this.payments.get(id);
    if (!stored || stored.shopId !== shopId) return fail(404, 'not_found', 'Payment not found', 'payment_id');
    return stored;
  }

  /** The hosted page's buttons: the payer pays (with a card number) or refuses. */
  decide(id: string, decision: 'pay' | 'refuse', card = GOOD_CARD): PaymentObject | null {
    this.expireDue();
    const stored = this.payments.get(id);
    if (!stored || stored.object.status !== 'pending') return null;
    const p = stored.object;
    const digits = card.replace(/\D/g, '');
    const sbp = p.payment_method?.type === 'sbp';
    if (decision === 'refuse' || (!sbp && digits !== GOOD_CARD)) {
      const reason =
        decision === 'refuse'
          ? 'general_decline'
          : digits === POOR_CARD
            ? 'insufficient_funds'
            : 'card_expired';
      return this.cancelWith(stored, {
        party: decision === 'refuse' ? 'yoo_money' : 'payment_network',
        reason,
      });
    }
    p.paid = true;
    p.payment_method = sbp
      ? { type: 'sbp', id, saved: false, title: 'СБП' }
      : {
          type: 'bank_card',
          id,
          saved: false,
          title: `Bank card *${digits.slice(-4)}`,
          card: { first6: digits.slice(0, 6), last4: digits.slice(-4), card_type: 'MasterCard' },
        };
    if (stored.capture) return this.succeed(stored, p.amount.value);
    p.status = 'waiting_for_capture';
    p.expires_at = new Date(Date.now() + this.timing.captureWithinMs).toISOString();
    this.notifier.notify(stored.shopId, 'payment.waiting_for_capture', this.view(p));
    return p;
  }

  capture(shopId: string, id: string, body: Record<string, unknown>): PaymentObject | ApiError {
    const stored = this.payment(shopId, id);
    if ('code' in stored) return stored;
    if (stored.object.status !== 'waiting_for_capture')
      return fail(400, 'invalid_request', `Payment is in status ${stored.object.status}`, 'payment_id');
    const asked = body.amount
      ? kopecksOf((body.amount as { value?: unknown }).value)
      : kopecksOf(stored.object.amount.value);
    if (asked === null || asked <= 0 || asked > kopecksOf(stored.object.amount.value)!)
      return fail(400, 'invalid_request', 'Wrong capture amount', 'amount.value');
    return this.view(this.succeed(stored, rub(asked).value));
  }

  cancel(shopId: string, id: string): PaymentObject | ApiError {
    const stored = this.payment(shopId, id);
    if ('code' in stored) return stored;
    if (stored.object.status !== 'waiting_for_capture')
      return fail(400, 'invalid_request', `Payment is in status ${stored.object.status}`, 'payment_id');
    return this.view(this.cancelWith(stored, { party: 'merchant', reason: 'canceled_by_merchant' }));
  }

  createRefund(shopId: string, body: Record<string, unknown>): RefundObject | ApiError {
    if (typeof body.payment_id !== 'string')
      return fail(400, 'invalid_request', 'payment_id is required', 'payment_id');
    const stored = this.payment(shopId, body.payment_id);
    if ('code' in stored) return stored;
    const p = stored.object;
    if (p.status !== 'succeeded')
      return fail(400, 'invalid_request', `Payment is in status ${p.status}`, 'payment_id');
    const kopecks = kopecksOf((body.amount as { value?: unknown } | undefined)?.value);
    const left = kopecksOf(p.amount.value)! - (kopecksOf(p.refunded_amount?.value) ?? 0);
    if (kopecks === null || kopecks <= 0 || kopecks > left)
      return fail(
        400,
        'invalid_request',
        `Refund amount exceeds the amount left (${rub(left).value})`,
        'amount.value',
      );
    const receipt = body.receipt as Record<string, unknown> | undefined;
    if (stored.receipt && receipt === undefined)
      return fail(400, 'invalid_request', 'Receipt is required for a refund of this payment', 'receipt');
    const problem = receipt ? receiptProblem(receipt, kopecks) : null;
    if (problem) return problem;
    const refund: RefundObject = {
      id: yooId(),
      payment_id: p.id,
      status: 'succeeded',
      amount: rub(kopecks),
      created_at: now(),
      ...(typeof body.description === 'string' ? { description: body.description } : {}),
      ...(receipt ? { receipt_registration: 'succeeded' as const } : {}),
    };
    this.refunds.set(refund.id, { shopId, object: refund });
    p.refunded_amount = rub((kopecksOf(p.refunded_amount?.value) ?? 0) + kopecks);
    if (receipt) {
      this.receiptsSent.push({ shopId, kind: 'refund', objectId: refund.id, paymentId: p.id, receipt });
      this.fiscalise(shopId, 'refund', p.id, receipt, refund.id);
    }
    this.notifier.notify(shopId, 'refund.succeeded', refund);
    return this.view(refund);
  }

  /** Payments not confirmed (or not captured) in time are canceled, as YooKassa does. */
  expireDue(at = Date.now()): void {
    for (const stored of this.payments.values()) {
      const p = stored.object;
      if (p.status === 'pending' && Date.parse(p.created_at) + this.timing.confirmWithinMs <= at)
        this.cancelWith(stored, { party: 'yoo_money', reason: 'expired_on_confirmation' });
      else if (p.status === 'waiting_for_capture' && p.expires_at && Date.parse(p.expires_at) <= at)
        this.cancelWith(stored, { party: 'yoo_money', reason: 'expired_on_capture' });
    }
  }

  private succeed(stored: StoredPayment, value: string): PaymentObject {
    const p = stored.object;
    p.status = 'succeeded';
    p.paid = true;
    p.amount = { value, currency: 'RUB' };
    p.income_amount = rub(Math.round(kopecksOf(value)! * 0.965));
    p.captured_at = now();
    p.refundable = true;
    delete p.expires_at;
    if (stored.receipt) {
      p.receipt_registration = 'succeeded';
      this.fiscalise(stored.shopId, 'payment', p.id, stored.receipt);
    }
    this.notifier.notify(stored.shopId, 'payment.succeeded', this.view(p));
    return p;
  }

  private cancelWith(stored: StoredPayment, details: { party: string; reason: string }): PaymentObject {
    const p = stored.object;
    p.status = 'canceled';
    p.paid = false;
    p.cancellation_details = details;
    delete p.expires_at;
    this.notifier.notify(stored.shopId, 'payment.canceled', this.view(p));
    return p;
  }

  /** "Чеки от ЮKassa": the register makes the receipt at once; its fiscal data in GET /receipts. */
  private fiscalise(
    shopId: string,
    type: 'payment' | 'refund',
    paymentId: string,
    receipt: Record<string, unknown>,
    refundId?: string,
  ) {
    const items = (receipt.items as Record<string, unknown>[]) ?? [];
    const total = items.reduce(
      (s, i) => s + Math.round(kopecksOf((i.amount as { value: string }).value)! * Number(i.quantity)),
      0,
    );
    this.documentNumber += 1;
    this.receipts.push({
      shopId,
      id: yooId(),
      type,
      payment_id: paymentId,
      ...(refundId ? { refund_id: refundId } : {}),
      status: 'succeeded',
      fiscal_document_number: String(this.documentNumber),
      fiscal_storage_number: fiscalStorage,
      fiscal_attribute: String(randomInt(1_000_000_000, 4_000_000_000)),
      registered_at: now(),
      fiscal_provider_id: 'stand-in-register',
      items,
      ...(typeof receipt.tax_system_code === 'number' ? { tax_system_code: receipt.tax_system_code } : {}),
      settlements: [{ type: 'cashless', amount: rub(total) }],
    });
  }
}
