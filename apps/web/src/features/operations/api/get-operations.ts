import { useInfiniteQuery } from '@tanstack/react-query';
import type { OperationsAnswer, OperationsFilter } from '@parking/domain/operations/operations-contracts';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiCall } from '../../../shared/http/api-client';

/** POST /api/profile/get-operations-with-filter: one page of 50 from `offset`. */
export function fetchOperations(filter: OperationsFilter, offset: number, signal?: AbortSignal) {
  return apiCall<Omit<OperationsAnswer, 'status'>>('POST', '/api/profile/get-operations-with-filter', {
    body: { ...filter, offset },
    signal,
  });
}

/**
 * The history as pages; a new filter is a new query key, so paging restarts from the first page
 * on every filter change (document 2 §2).
 */
export function useOperations(filter: OperationsFilter) {
  return useInfiniteQuery({
    queryKey: ['operations', getCurrentCity().city, filter],
    queryFn: ({ pageParam, signal }) => fetchOperations(filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
  });
}
