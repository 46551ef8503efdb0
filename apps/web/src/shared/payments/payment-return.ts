import type { CardPaymentInfo } from './api/get-card-payment';

/**
 * What a page says after the driver comes back from the bank (`?payment=<id>&status=...`). The
 * address's status is only the bank page's word and anyone can type it: money counts once our
 * server has the bank's confirmation, so the kind comes from the payment as the server sees it.
 * The address's status is used for one thing only: a payer who left the bank's page without
 * paying is told so instead of being asked to wait.
 *
 * - waiting: not confirmed yet;
 * - unfinished: not paid, and the payer left the bank's page (it can still be paid there);
 * - paid: confirmed and done (balance topped up, parking started or paid);
 * - refund: the bank took the money but what it was for could not be done (e.g. the vehicle
 *   already had a parking): it goes back to the card;
 * - credited: as refund, but the money went to the driver's balance instead;
 * - failed: declined by the bank, or its time ran out.
 */
export type PaymentReturnKind = 'waiting' | 'unfinished' | 'paid' | 'refund' | 'credited' | 'failed';

const REFUND_OUTCOMES = ['refund_pending', 'refunded'];

export function paymentReturnKind(
  info: Pick<CardPaymentInfo, 'status' | 'outcome'> | undefined,
  addressStatus: string | null,
): PaymentReturnKind {
  const status = info?.status;
  if (status === 'succeeded') {
    if (info?.outcome === 'credited_to_balance') return 'credited';
    return REFUND_OUTCOMES.includes(info?.outcome ?? '') ? 'refund' : 'paid';
  }
  if (status === 'refunded') return 'refund';
  if (status === 'failed' || status === 'expired') return 'failed';
  const left = (addressStatus ?? '').trim().toLowerCase() === 'abandoned';
  return status === 'pending' && left ? 'unfinished' : 'waiting';
}

/** Everything the bank's redirect adds to the address, dropped once the word has been read. */
export const RETURN_PARAMS = [
  'payment',
  'status',
  'city',
  'source',
  'order',
  'billnumber',
  'amount',
  'paymentDate',
] as const;

/**
 * Where the bank sends the payer back (the payment calls' returnTo, issue 18): this page, with
 * its language prefix and query (minus an earlier return's parameters), plus what the page needs
 * to open on the same tab (e.g. type=planar). The server adds the city.
 */
export function returnToHere(extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(window.location.search);
  RETURN_PARAMS.forEach((name) => query.delete(name));
  Object.entries(extra).forEach(([name, value]) => query.set(name, value));
  const rest = query.toString();
  return `${window.location.pathname}${rest ? `?${rest}` : ''}`;
}
