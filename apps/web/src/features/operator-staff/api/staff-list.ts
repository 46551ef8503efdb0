import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StaffListAnswer } from '@parking/domain/staff/staff-contracts';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiCall } from '../../../shared/http/api-client';

/** Every staff query key starts with this: writes invalidate the lot. */
export const STAFF_KEY = 'operator-staff';

/** GET /api/operator/staff?q&page&pageSize: the city's staff by login. */
export const useStaffList = (query: { q: string; page: number; pageSize: number }) =>
  useQuery({
    queryKey: [STAFF_KEY, getCurrentCity().city, query] as const,
    queryFn: ({ signal }) =>
      apiCall<Omit<StaffListAnswer, 'status'>>('GET', '/api/operator/staff', {
        token: 'operator',
        query,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
