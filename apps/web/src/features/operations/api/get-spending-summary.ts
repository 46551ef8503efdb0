import { useQuery } from '@tanstack/react-query';
import type {
  OperationsFilter,
  SpendingGroup,
  SpendingSummaryAnswer,
} from '@parking/domain/operations/operations-contracts';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiCall } from '../../../shared/http/api-client';

/** POST /api/profile/get-spending-summary: money spent per week or month with the filter. */
export function useSpendingSummary(filter: OperationsFilter, groupBy: SpendingGroup) {
  return useQuery({
    queryKey: ['operations-summary', getCurrentCity().city, filter, groupBy],
    queryFn: ({ signal }) =>
      apiCall<Omit<SpendingSummaryAnswer, 'status'>>('POST', '/api/profile/get-spending-summary', {
        body: { ...filter, groupBy },
        signal,
      }),
  });
}
