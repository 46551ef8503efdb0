import { WebhookRejected, type ProviderNotification } from '../payment-provider.ts';
import { kopecksOf, PAID_STATUSES } from './cloudpayments-codes.ts';

/** The notification types the site's settings send, each to its own URL (`?event=<type>`). */
export const CLOUDPAYMENTS_EVENTS = [
  'check',
  'pay',
  'fail',
  'refund',
  'receipt',
  'confirm',
  'cancel',
  'recurrent',
] as const;
export type CloudPaymentsEvent = (typeof CLOUDPAYMENTS_EVENTS)[number];

/**
 * The body's parameters: application/x-www-form-urlencoded by default, JSON when the site's
 * notification settings ask for it. Anything else is not a notification.
 */
export function parametersOf(rawBody: Buffer, contentType: string | undefined): Record<string, unknown> {
  const text = rawBody.toString('utf8');
  if (/json/i.test(contentType ?? '') || text.trimStart().startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        return parsed as Record<string, unknown>;
    } catch {
      // not JSON: refused below
    }
    throw new WebhookRejected('malformed');
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/**
 * Which notification this is. CloudPayments sends Check and Pay with the same fields, so only
 * the URL it was sent to tells them apart (`...webhook/cloudpayments?event=check`); the others
 * are also known by their fields (Refund: PaymentTransactionId; Receipt: its Type and fiscal
 * numbers; Fail: ReasonCode), for a site configured with one bare URL for those.
 */
export function eventOf(url: string | undefined, p: Record<string, unknown>): CloudPaymentsEvent {
  const named = url ? new URL(url, 'http://x').searchParams.get('event')?.toLowerCase() : undefined;
  const known = CLOUDPAYMENTS_EVENTS.find((e) => e === named);
  if (known) return known;
  if (p.DocumentNumber !== undefined && p.Type !== undefined) return 'receipt';
  if (p.PaymentTransactionId !== undefined) return 'refund';
  if (p.ReasonCode !== undefined) return 'fail';
  // A Check taken for a Pay would take money in before the charge: never guessed.
  throw new WebhookRejected('malformed');
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : undefined;

function required(value: unknown): string {
  const found = text(value);
  if (found === undefined || found.length > 200) throw new WebhookRejected('malformed');
  return found;
}

function amountOf(p: Record<string, unknown>): number {
  const kopecks = kopecksOf(p.Amount);
  if (kopecks === null || kopecks <= 0) throw new WebhookRejected('malformed');
  return kopecks;
}

/** The payment's (our) id when a refund or receipt names only its transaction. */
export type InvoiceLookup = (transactionId: string) => Promise<string | null>;

/**
 * A verified notification in our words. Our payment is the widget's invoiceId (= our card
 * payment id = providerPaymentId); CloudPayments' TransactionId is kept in the raw parameters.
 * Event ids are stable across CloudPayments' redeliveries: `pay:<TransactionId>`, ...
 */
export async function notificationOf(
  event: CloudPaymentsEvent,
  p: Record<string, unknown>,
  lookupInvoice: InvoiceLookup,
): Promise<ProviderNotification> {
  const raw = { ...p, NotificationType: event };
  const invoice = async (transactionId: string) => {
    const id = text(p.InvoiceId) ?? (await lookupInvoice(transactionId));
    if (!id) throw new WebhookRejected('malformed');
    return id;
  };
  switch (event) {
    case 'check':
      return {
        kind: 'check',
        eventId: `check:${required(p.TransactionId)}`,
        providerPaymentId: required(p.InvoiceId),
        amountKopecks: amountOf(p),
        raw,
      };
    case 'pay': {
      const status = text(p.Status) ?? 'Completed';
      if (!PAID_STATUSES.has(status)) return { kind: 'ignored', reason: `pay with status ${status}` };
      const transactionId = required(p.TransactionId);
      return {
        kind: 'payment',
        event: {
          eventId: `pay:${transactionId}`,
          providerPaymentId: required(p.InvoiceId),
          outcome: 'succeeded',
          amountKopecks: amountOf(p),
          raw,
        },
      };
    }
    case 'fail': {
      const transactionId = required(p.TransactionId);
      return {
        kind: 'payment',
        event: {
          eventId: `fail:${transactionId}`,
          providerPaymentId: required(p.InvoiceId),
          outcome: 'failed',
          amountKopecks: amountOf(p),
          raw,
        },
      };
    }
    case 'refund': {
      const refundId = required(p.TransactionId);
      return {
        kind: 'refund',
        eventId: `refund:${refundId}`,
        providerPaymentId: await invoice(required(p.PaymentTransactionId)),
        providerRefundId: refundId,
        outcome: 'succeeded',
        amountKopecks: amountOf(p),
        raw,
      };
    }
    case 'receipt': {
      const type = text(p.Type);
      if (type !== 'Income' && type !== 'IncomeReturn') return { kind: 'ignored', reason: `receipt ${type}` };
      const transactionId = required(p.TransactionId);
      const url =
        text(p.Url) ??
        `ФН ${required(p.FiscalNumber ?? p.DeviceNumber)} ФД ${required(p.DocumentNumber)} ФП ${required(p.FiscalSign)}`;
      return {
        kind: 'receipt',
        eventId: `receipt:${text(p.Id) ?? `${type}:${transactionId}:${required(p.DocumentNumber)}`}`,
        providerPaymentId: await invoice(transactionId),
        // a refund's receipt names the refund's transaction
        ...(type === 'IncomeReturn' ? { providerRefundId: transactionId } : {}),
        receiptType: type === 'Income' ? 'income' : 'income_return',
        url,
        amountKopecks: amountOf(p),
        raw,
      };
    }
    default:
      return { kind: 'ignored', reason: `${event} notification` };
  }
}
