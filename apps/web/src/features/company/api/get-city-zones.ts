import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Zone } from '@parking/domain/contracts/content';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiGet } from '../../../shared/http/api-client';

/** GET /api/map/get-zones (no login needed): the zones a company driver may be parked in. */
export function useCityZones() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['corp-zones', getCurrentCity().city, i18n.language],
    queryFn: ({ signal }) =>
      apiGet<{ result: Zone[] }>('/api/map/get-zones', { lang: i18n.language }, signal).then((r) => r.result),
    staleTime: 30 * 60_000,
  });
}
