import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  MapObjectAnswer,
  MapObjectEditRequest,
  MapObjectListAnswer,
} from '@parking/domain/staff/map-admin-contracts';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiCall } from '../../../shared/http/api-client';

export const MAP_KEY = 'operator-map';

/** GET /api/operator/map/objects?q&objecttype&page&pageSize. */
export const useMapObjects = (query: { q: string; objecttype: string; page: number; pageSize: number }) =>
  useQuery({
    queryKey: [MAP_KEY, getCurrentCity().city, query] as const,
    queryFn: ({ signal }) =>
      apiCall<Omit<MapObjectListAnswer, 'status'>>('GET', '/api/operator/map/objects', {
        token: 'operator',
        query: { ...query, objecttype: query.objecttype || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** PUT /api/operator/map/objects/:code: category, spaces, active. */
export const editMapObject = ({ code, ...edit }: MapObjectEditRequest & { code: string }) =>
  apiCall<Omit<MapObjectAnswer, 'status'>>('PUT', `/api/operator/map/objects/${encodeURIComponent(code)}`, {
    token: 'operator',
    body: edit,
  });
