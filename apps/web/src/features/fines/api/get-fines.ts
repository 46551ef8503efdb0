import { useQuery } from '@tanstack/react-query';
import type { Fine } from '@parking/domain/fines/fine-contracts';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiGet } from '../../../shared/http/api-client';

export type FinesList = { count: number; fines: Fine[] };

/** GET /api/finesstorage/fines/v1 (token): the driver's fines with the count found. */
export function fetchFines(signal?: AbortSignal): Promise<FinesList> {
  return apiGet<{ count: number; result: Fine[] }>('/api/finesstorage/fines/v1', undefined, signal).then(
    (r) => ({ count: r.count, fines: r.result }),
  );
}

/** The list loads once per visit (document 2 §2): no refetch on focus, reconnect or remount. */
export const useFines = () =>
  useQuery({
    queryKey: ['fines', getCurrentCity().city] as const,
    queryFn: ({ signal }) => fetchFines(signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
