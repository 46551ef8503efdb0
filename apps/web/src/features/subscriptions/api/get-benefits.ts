import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiGet } from '../../../shared/http/api-client';
import type { BenefitRow as Benefit } from '@parking/domain/subscriptions/benefit-contracts';

/** GET /api/profile/get-benefits-v2: the driver's benefits and owned subscriptions. */
export function fetchBenefits(signal?: AbortSignal): Promise<Benefit[]> {
  return apiGet<{ result: Benefit[] }>('/api/profile/get-benefits-v2', undefined, signal).then(
    (r) => r.result,
  );
}

/** Every language's list of the city (a purchase or an action changes them all). */
export const benefitsKey = () => ['benefits', getCurrentCity().city] as const;

/** A subscription is named in the request's language, so the language is in the key. */
export const benefitsQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: [...benefitsKey(), lang] as const,
    queryFn: ({ signal }) => fetchBenefits(signal),
  });

export function useBenefits() {
  const { i18n } = useTranslation();
  return useQuery(benefitsQueryOptions(i18n.language));
}
