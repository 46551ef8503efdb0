import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  NewTariffVersionRequest,
  TariffVersionAnswer,
  TariffZoneAnswer,
  TariffZoneListAnswer,
} from '@parking/domain/staff/tariff-contracts';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiCall } from '../../../shared/http/api-client';

export const TARIFFS_KEY = 'operator-tariffs';
const zonePath = (zone: string) => `/api/operator/tariffs/${encodeURIComponent(zone)}`;

/** GET /api/operator/tariffs?q&page&pageSize: zones with the version in force now. */
export const useTariffZones = (query: { q: string; page: number; pageSize: number }) =>
  useQuery({
    queryKey: [TARIFFS_KEY, getCurrentCity().city, 'zones', query] as const,
    queryFn: ({ signal }) =>
      apiCall<Omit<TariffZoneListAnswer, 'status'>>('GET', '/api/operator/tariffs', {
        token: 'operator',
        query,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/operator/tariffs/:zonenumber: current, coming and a few past versions. */
export const useTariffZone = (zone: string) =>
  useQuery({
    queryKey: [TARIFFS_KEY, getCurrentCity().city, 'zone', zone] as const,
    queryFn: ({ signal }) =>
      apiCall<Omit<TariffZoneAnswer, 'status'>>('GET', zonePath(zone), { token: 'operator', signal }),
  });

/** POST /api/operator/tariffs/:zonenumber: a version that takes effect in the future. */
export const scheduleTariffVersion = ({ zone, ...version }: NewTariffVersionRequest & { zone: string }) =>
  apiCall<Omit<TariffVersionAnswer, 'status'>>('POST', zonePath(zone), { token: 'operator', body: version });

/** DELETE /api/operator/tariffs/:zonenumber/versions/:id: a coming version is cancelled. */
export const cancelTariffVersion = ({ zone, id }: { zone: string; id: number }) =>
  apiCall<Omit<TariffVersionAnswer, 'status'>>('DELETE', `${zonePath(zone)}/versions/${id}`, {
    token: 'operator',
  });
