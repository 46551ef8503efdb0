import { z } from 'zod';
import type { CityContext } from '../../config/city-context.ts';
import type { CardPaymentRow } from '../../db/schema/card-payments.ts';
import type { AuthContext } from '../accounts/token-service.ts';
import { cardPaymentRuntime } from './card-payment-runtime.ts';
import { PaidParkingSchema, type PaidParking } from './paid-parking.ts';
import { findCardPayment } from './card-payment-service.ts';
import { settleCardPayment } from './settle-card-payment.ts';

/**
 * A card payment as the web sees it. Anyone holding the id (the /payment widget page's
 * invoiceId) gets the public part: state, amount, currency, description type and, while it
 * waits, the pay page. The payer (their token or guest token) also gets the rest.
 */
export const CardPaymentViewSchema = z.object({
  paymentId: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed', 'expired', 'refunded']),
  /** Kopecks to be (or that were) charged. */
  amount: z.number().int(),
  currency: z.literal('RUB'),
  descriptionType: z.enum(['extension', 'refill', 'payment']),
  /** The provider's pay page, while the payment can still be paid. */
  RedirectURL: z.string().optional(),
  /**
   * While it can be paid: what the /payment page opens the provider's widget with (CloudPayments:
   * provider, scriptUrl, publicId, methodKind, options with the 54-FZ receipt). Public like
   * RedirectURL, which already names the receipt's e-mail: the unguessable id is the key.
   */
  widget: z.record(z.string(), z.unknown()).optional(),
  // the payer only:
  /** Kopecks of bonus20 that come with a top-up. */
  bonus: z.number().int().optional(),
  purpose: z.string().optional(),
  method: z.string().optional(),
  /** What the settlement did: refilled, handled, credited_to_balance, refund_pending, refunded... */
  outcome: z.string().nullable().optional(),
  /** The card widget's payment info (document 1 §3): provider, our order, its bill number. */
  source: z.string().optional(),
  order: z.string().optional(),
  billNumber: z.string().optional(),
  /** UTC YYYYMMDDhhmmss of the settlement. */
  paymentDate: z.string().optional(),
  createdAt: z.string().optional(),
  /**
   * What the money bought, for the payer's "paid" word (issue 18): a parking's plate, zone and
   * paid-until (until, ISO; null while open-ended), or a barrier ticket's leave-by time (until).
   */
  stay: PaidParkingSchema.optional(),
  /** The 54-FZ receipt's link (or fiscal numbers) once the provider's cash register made it (issue 22). */
  checkFiscal: z.string().nullable().optional(),
});
export type CardPaymentView = z.infer<typeof CardPaymentViewSchema>;

const widgetDate = (date: Date) => date.toISOString().replace(/[-:T]/g, '').slice(0, 14);

export function isPayer(row: CardPaymentRow, auth: AuthContext | null): boolean {
  if (!auth) return false;
  if (auth.userId !== null) return row.userId === auth.userId;
  if (auth.companyId !== null) return row.companyId === auth.companyId;
  return row.guestTokenId !== null && Number(row.guestTokenId) === auth.tokenId;
}

export function cardPaymentView(row: CardPaymentRow, payer: boolean, stay?: PaidParking): CardPaymentView {
  const view: CardPaymentView = {
    paymentId: row.id,
    status: row.status,
    amount: row.amountKopecks,
    currency: 'RUB',
    descriptionType: row.descriptionType,
    ...(row.status === 'pending' ? { RedirectURL: row.redirectUrl } : {}),
    ...(row.status === 'pending' && row.widget ? { widget: row.widget } : {}),
  };
  if (!payer) return view;
  return {
    ...view,
    bonus: row.bonusKopecks,
    purpose: row.purpose,
    method: row.method,
    outcome: row.outcome,
    source: row.provider,
    order: row.id,
    billNumber: row.providerPaymentId,
    ...(row.settledAt ? { paymentDate: widgetDate(new Date(row.settledAt)) } : {}),
    createdAt: new Date(row.createdAt).toISOString(),
    ...(stay ? { stay } : {}),
    checkFiscal: row.checkFiscal,
  };
}

type Log = Parameters<typeof settleCardPayment>[2];

/**
 * payment-from-portal: a return page says a payment went through. That claim is never trusted:
 * while our record is pending, the provider is asked, and its answer (not the page's) is settled
 * through the same path as its webhook. Null when there is no such payment.
 */
export async function checkWithProvider(
  city: CityContext,
  paymentId: string,
  log?: Log,
): Promise<CardPaymentRow | null> {
  const row = await findCardPayment(city.db, paymentId);
  if (!row || row.status !== 'pending') return row;
  const provider = cardPaymentRuntime().providerOf(city.config.city);
  if (row.provider !== provider.name) return row;
  const answer = await provider.fetchStatus(city, row.providerPaymentId);
  if (answer.status !== 'succeeded' && answer.status !== 'failed') return row;
  const settled = await settleCardPayment(
    city,
    {
      providerPaymentId: row.providerPaymentId,
      outcome: answer.status,
      amountKopecks: answer.amountKopecks,
      reason: 'declined by the bank',
    },
    log,
  );
  return settled.payment ?? row;
}
