import { useQuery } from '@tanstack/react-query';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiGet } from '../../../shared/http/api-client';
import type { SubscriptionOffer } from '@parking/domain/subscriptions/subscription-contracts';

/** GET /api/profile/get-subscription: the subscriptions this city sells. */
export function fetchSubscriptionOffers(signal?: AbortSignal): Promise<SubscriptionOffer[]> {
  return apiGet<{ result: SubscriptionOffer[] }>('/api/profile/get-subscription', undefined, signal).then(
    (r) => r.result,
  );
}

export function useSubscriptionOffers(enabled: boolean) {
  return useQuery({
    queryKey: ['subscription-offers', getCurrentCity().city],
    queryFn: ({ signal }) => fetchSubscriptionOffers(signal),
    enabled,
  });
}
