import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Zone } from '@parking/domain/contracts/content';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiGet } from '../../../shared/http/api-client';

/** GET /api/map/get-zones: the city's zones, for the default zone select (names in the language). */
export function useCityZones() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['my-profile', 'zones', getCurrentCity().city, i18n.language],
    queryFn: ({ signal }) =>
      apiGet<{ result: Zone[] }>('/api/map/get-zones', { lang: i18n.language }, signal).then((r) => r.result),
    staleTime: 30 * 60_000,
  });
}
