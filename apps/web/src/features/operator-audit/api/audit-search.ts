import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditAnswer } from '@parking/domain/staff/staff-contracts';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiCall } from '../../../shared/http/api-client';

export type AuditFilter = {
  q: string;
  entity: string;
  staff: string;
  /** ISO 8601 instants, '' for no bound. */
  from: string;
  to: string;
  page: number;
  pageSize: number;
};

/** GET /api/operator/audit: newest first, narrowed by the filter. */
export const useAuditSearch = (filter: AuditFilter) =>
  useQuery({
    queryKey: ['operator-audit', getCurrentCity().city, filter] as const,
    queryFn: ({ signal }) =>
      apiCall<Omit<AuditAnswer, 'status'>>('GET', '/api/operator/audit', {
        token: 'operator',
        query: { ...filter, from: filter.from || undefined, to: filter.to || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
