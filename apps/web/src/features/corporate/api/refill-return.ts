import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { corporateCall } from './corporate-call';
import { corpProfileKey } from './get-corp-profile';

// The bank's webhook usually lands within a second; after two minutes the page stops asking.
const POLL_MS = 1000;
const GIVE_UP_MS = 2 * 60_000;
/** What the bank's redirect adds to /coop-profile's address. */
const RETURN_PARAMS = ['payment', 'status', 'city', 'source', 'order', 'billnumber', 'amount', 'paymentDate'];

export type RefillReturnKind = 'waiting' | 'paid' | 'failed';

interface CardPaymentState {
  status: 'pending' | 'succeeded' | 'failed' | 'expired' | 'refunded';
  /** Kopecks. */
  amount: number;
}

/**
 * Back from the bank's pay page at /coop-profile?payment=<id>&status=...: asks our server (with
 * the corporate token, so the company is seen as the payer) until the top-up is settled; the
 * address's status alone never counts. Once paid, the company's balance is loaded again.
 * Its own small copy of the driver's shared/payments hook: importing that one here would split
 * it into a chunk of its own and grow the first load of "/" (apps/web/scripts/first-load-size.mjs).
 */
export function useRefillReturn() {
  const queryClient = useQueryClient();
  const [query, setQuery] = useSearchParams();
  const paymentId = query.get('payment');
  const since = useRef(Date.now());
  const payment = useQuery({
    queryKey: ['corp-refill-return', paymentId],
    queryFn: ({ signal }) =>
      corporateCall<{ result: CardPaymentState }>('GET', '/api/payment/card-payment', {
        query: { paymentId: paymentId ?? undefined },
        signal,
      }).then((answer) => answer.result),
    enabled: Boolean(paymentId),
    retry: 2,
    refetchInterval: (q) =>
      q.state.data?.status === 'pending' && Date.now() - since.current < GIVE_UP_MS ? POLL_MS : false,
  });
  const status = payment.data?.status;
  const kind: RefillReturnKind =
    status === 'succeeded' ? 'paid' : status === undefined || status === 'pending' ? 'waiting' : 'failed';
  useEffect(() => {
    if (kind === 'paid') void queryClient.invalidateQueries({ queryKey: corpProfileKey() });
  }, [kind, queryClient]);

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
    paymentId,
    kind: payment.isError && !payment.data ? ('failed' as const) : kind,
    amount: payment.data?.amount ?? 0,
    dismiss,
  };
}
