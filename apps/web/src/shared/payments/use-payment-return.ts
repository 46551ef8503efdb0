import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { TokenKind } from '../http/api-client';
import { profileQueryOptions } from '../profile/api/get-profile';
import { getCardPayment, type CardPaymentInfo } from './api/get-card-payment';
import { paymentReturnKind, RETURN_PARAMS } from './payment-return';

// The bank's webhook usually lands within a second; after this long the page stops asking.
const POLL_MS = 1000;
const GIVE_UP_MS = 2 * 60_000;
// The provider's cash register sends the receipt's link a little after the payment: a paid
// payment is asked again (less often) until it has one. The sandbox bank makes no receipts.
const RECEIPT_POLL_MS = 3000;

const waitsForReceipt = (info: CardPaymentInfo | undefined) =>
  info?.status === 'succeeded' && !info.checkFiscal && info.source !== undefined && info.source !== 'sandbox';

/**
 * Back from the bank's pay page at `<page>?payment=<id>&status=...`: asks our server for the
 * payment's state until it is settled (the redirect alone never counts), reloads the payer's
 * profile (the driver's balance and sessions, or the company's `reload`) once it is, and drops
 * the bank's parameters from the address on dismiss. `paymentId` is null when the page was not
 * opened by a return from the bank.
 */
export function usePaymentReturn({
  enabled = true,
  guestToken = null,
  token = 'driver',
  reload = profileQueryOptions().queryKey,
}: { enabled?: boolean; guestToken?: string | null; token?: TokenKind; reload?: QueryKey } = {}) {
  const queryClient = useQueryClient();
  const [query, setQuery] = useSearchParams();
  const paymentId = query.get('payment');
  const active = enabled && Boolean(paymentId);
  const since = useRef(Date.now());
  const payment = useQuery({
    queryKey: ['card-payment-return', paymentId, guestToken, token],
    queryFn: ({ signal }) => getCardPayment(paymentId!, { signal, guestToken, token }),
    enabled: active,
    retry: 2,
    refetchInterval: (q) => {
      if (Date.now() - since.current >= GIVE_UP_MS) return false;
      if (q.state.data?.status === 'pending') return POLL_MS;
      return waitsForReceipt(q.state.data) ? RECEIPT_POLL_MS : false;
    },
  });
  const kind = paymentReturnKind(payment.data, query.get('status'));
  const settled = kind === 'paid' || kind === 'credited' || kind === 'refund';
  const reloadKey = JSON.stringify(reload);
  useEffect(() => {
    if (active && settled)
      void queryClient.invalidateQueries({ queryKey: JSON.parse(reloadKey) as QueryKey });
  }, [active, settled, queryClient, reloadKey]);

  const dismiss = () =>
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        RETURN_PARAMS.forEach((name) => next.delete(name));
        return next;
      },
      { replace: true },
    );
  return {
    paymentId: active ? paymentId : null,
    info: payment.data,
    kind,
    error: payment.isError && !payment.data ? payment.error : null,
    dismiss,
  };
}
