import { useInfiniteQuery } from '@tanstack/react-query';
import type { OperationRow, OperationsFilter } from '@parking/domain/operations/operations-contracts';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiCall } from '../../../shared/http/api-client';

/** A company's row: the driver's name beside the phone (optional until every server sends it). */
export type CompanyOperationRow = OperationRow & { driver?: string | null };
type Page = { result: CompanyOperationRow[]; nextOffset: number | null };

/**
 * POST /api/profile/get-operations-with-filter with the corporate token: the company's history,
 * the driver's filters plus Driver (a company driver's id); 50 a page, restarting on a new filter.
 */
export function useCompanyOperations(filter: OperationsFilter) {
  return useInfiniteQuery({
    queryKey: ['corp-operations', getCurrentCity().city, filter],
    queryFn: ({ pageParam, signal }) =>
      apiCall<Page>('POST', '/api/profile/get-operations-with-filter', {
        token: 'company',
        body: { ...filter, offset: pageParam },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
  });
}
