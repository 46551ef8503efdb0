import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Zone } from '@parking/domain/contracts/content';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiGet } from '../../../shared/http/api-client';

/** GET /api/map/get-zones: zones and their tariffs for the zone select. */
export function fetchZones(lang: string, signal?: AbortSignal): Promise<Zone[]> {
  return apiGet<{ result: Zone[] }>('/api/map/get-zones', { lang }, signal).then((r) => r.result);
}

export function useZones() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['parking-payment', 'zones', getCurrentCity().city, i18n.language],
    queryFn: ({ signal }) => fetchZones(i18n.language, signal),
    staleTime: 30 * 60_000,
  });
}
