import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiGet } from '../../../shared/http/api-client';
import type { SubscriptionOffer } from '@parking/domain/subscriptions/subscription-contracts';

/** GET /api/profile/get-subscription: the subscriptions this city sells. */
export function fetchSubscriptionOffers(signal?: AbortSignal): Promise<SubscriptionOffer[]> {
  return apiGet<{ result: SubscriptionOffer[] }>('/api/profile/get-subscription', undefined, signal).then(
    (r) => r.result,
  );
}

/** The names and descriptions are in the request's language, so the language is in the key. */
export function useSubscriptionOffers(enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['subscription-offers', getCurrentCity().city, i18n.language],
    queryFn: ({ signal }) => fetchSubscriptionOffers(signal),
    enabled,
  });
}
