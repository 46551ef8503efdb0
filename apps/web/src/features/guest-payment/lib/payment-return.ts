/** How the bank's answer reads when the guest comes back (`?payment=<id>&status=...`). */
export type PaymentReturn = 'paid' | 'declined' | 'waiting';

const PAID = ['succeeded', 'success', 'paid', 'ok', 'authorized', 'approved'];
const DECLINED = [
  'failed',
  'fail',
  'declined',
  'error',
  'cancelled',
  'canceled',
  'expired',
  'abandoned',
  'rejected',
  'refunded',
];

/** null when the page was not opened by a return from the bank. */
export function readPaymentReturn(search: URLSearchParams): PaymentReturn | null {
  if (!search.has('payment') && !search.has('status')) return null;
  const status = (search.get('status') ?? '').trim().toLowerCase();
  if (PAID.includes(status)) return 'paid';
  if (DECLINED.includes(status)) return 'declined';
  return 'waiting';
}
