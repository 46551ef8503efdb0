import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  ConstructorResult,
  ConstructorZone,
  SelectedAbonementsRequest,
} from '@parking/domain/subscriptions/constructor-contracts';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiGet, apiPost } from '../../../shared/http/api-client';

/** GET /backend/v2/getZones: the zones a subscription can cover, special ones flagged, named in the language. */
export function useConstructorZones() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['constructor-zones', getCurrentCity().city, i18n.language],
    queryFn: ({ signal }) =>
      apiGet<{ result: ConstructorZone[] }>('/backend/v2/getZones', undefined, signal).then((r) => r.result),
  });
}

/** GET /backend/v2/getTiming: the terms in days. */
export function useConstructorTiming() {
  return useQuery({
    queryKey: ['constructor-timing', getCurrentCity().city],
    queryFn: ({ signal }) =>
      apiGet<{ result: number[] }>('/backend/v2/getTiming', undefined, signal).then((r) => r.result),
  });
}

/** POST /backend/v2/selectedAbonements: the subscriptions (with prices) for these zones, start and term. */
export function postSelectedAbonements(request: SelectedAbonementsRequest): Promise<ConstructorResult[]> {
  return apiPost<{ result: ConstructorResult[] }>('/backend/v2/selectedAbonements', request).then(
    (r) => r.result,
  );
}
