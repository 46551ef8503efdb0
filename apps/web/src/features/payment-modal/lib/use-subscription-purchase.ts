import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../shared/http/api-error';
import { apiPost } from '../../../shared/http/api-client';
import { newIdempotencyKey } from '../../../shared/payments/api/payment-types';
import { returnToHere } from '../../../shared/payments/payment-return';

/** The amount-to-refill field the seeds name in Russian. */
const REFILL_FIELD = 'СуммаПополнения';

type PurchaseInput = {
  vehicle: string;
  codeSubscription: string;
  paymentService: string;
  timestart: string | null;
  phone?: string;
};
type PurchaseAnswer = { RedirectURL?: string; orderNum: string; amount: number } & Record<
  typeof REFILL_FIELD,
  number
>;

/** POST /api/payment/subscription (document 2 §7): the request is the domain's SubscriptionPurchaseRequest. */
function postSubscription(input: PurchaseInput) {
  return apiPost<PurchaseAnswer>('/api/payment/subscription', {
    ...input,
    idempotencyKey: newIdempotencyKey(),
    returnTo: returnToHere(),
  });
}

/**
 * The purchase and what its answer means (document 2 §4): ok with nothing to refill is bought;
 * a RedirectURL is the provider's page for the amount to refill; NoMoneyNoHoney brings the
 * kopecks missing on the balance.
 */
export function useSubscriptionPurchase(onBought: () => void) {
  const [link, setLink] = useState<{ url: string; amount: number } | null>(null);
  const mutation = useMutation({
    mutationFn: postSubscription,
    onMutate: () => setLink(null),
    onSuccess: (answer) => {
      if (answer.RedirectURL && answer[REFILL_FIELD] > 0)
        setLink({ url: answer.RedirectURL, amount: answer[REFILL_FIELD] });
      else onBought();
    },
  });
  const error = mutation.error;
  const missing =
    error instanceof ApiError && error.errorName === 'NoMoneyNoHoney'
      ? error.body?.[REFILL_FIELD]
      : undefined;
  return {
    ...mutation,
    link,
    shortfall: typeof missing === 'number' && missing > 0 ? missing : null,
    reset: () => {
      setLink(null);
      mutation.reset();
    },
  };
}
