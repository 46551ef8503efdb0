import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiGet } from '../../../shared/http/api-client';
import type { BenefitRow as Benefit } from '@parking/domain/subscriptions/benefit-contracts';

/** GET /api/profile/get-benefits-v2: the driver's benefits and owned subscriptions. */
export function fetchBenefits(signal?: AbortSignal): Promise<Benefit[]> {
  return apiGet<{ result: Benefit[] }>('/api/profile/get-benefits-v2', undefined, signal).then(
    (r) => r.result,
  );
}

export const benefitsQueryOptions = () =>
  queryOptions({
    queryKey: ['benefits', getCurrentCity().city] as const,
    queryFn: ({ signal }) => fetchBenefits(signal),
  });

export const useBenefits = () => useQuery(benefitsQueryOptions());
