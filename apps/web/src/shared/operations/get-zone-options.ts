import { useQuery } from '@tanstack/react-query';
import type { Zone } from '@parking/domain/contracts/content';
import { isFreeParking, type MapInfoResult } from '@parking/domain/contracts/map-info';
import { useTranslation } from 'react-i18next';
import { getCurrentCity } from '../city/current-city';
import { apiGet } from '../http/api-client';

export type ZoneOption = { value: string; label: string };

/**
 * The zone filter's choices: the city's zones (GET /api/map/get-zones), or for the city that
 * pays by parking code (rostov) its parking codes without the free ones (document 2 §2).
 */
export function useZoneOptions() {
  const { i18n } = useTranslation();
  const city = getCurrentCity();
  const byCode = city.profile === 'rostov';
  return useQuery({
    queryKey: ['operations-zones', city.city, byCode, i18n.language],
    staleTime: 30 * 60_000,
    queryFn: async ({ signal }): Promise<ZoneOption[]> => {
      if (byCode) {
        const info = await apiGet<{ result: MapInfoResult }>('/api/map/get-map-info-v3', undefined, signal);
        const codes = info.result.features
          .map((f) => f.properties)
          .filter((p) => p.objecttype === 'parkings' && p.code && !isFreeParking(p))
          .map((p) => p.code);
        return [...new Set(codes)].sort().map((code) => ({ value: code, label: code }));
      }
      const zones = await apiGet<{ result: Zone[] }>('/api/map/get-zones', { lang: i18n.language }, signal);
      return zones.result.map((z) => ({ value: z.zonenumber, label: z.name || z.zonenumber }));
    },
  });
}
