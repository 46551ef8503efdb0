import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  CorrectionListAnswer,
  CorrectionStatus,
  DriverAppealsAnswer,
  DriverDossierAnswer,
  DriverFinesAnswer,
  DriverOperationsAnswer,
  DriverReceiptsAnswer,
  DriverSearchAnswer,
  DriverSessionsAnswer,
} from '@parking/domain/staff/driver-support-contracts';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiCall } from '../../../shared/http/api-client';

/** Every support query key starts with this: an action fetches them all again. */
export const SUPPORT_KEY = 'operator-support';

export type Paging = { page: number; pageSize: number };
type Answer<T> = Omit<T, 'status'>;

/** A support read; a paged one keeps its rows shown while the next page loads. */
function useSupportQuery<T>(path: string, query?: Record<string, string | number>) {
  return useQuery({
    queryKey: [SUPPORT_KEY, getCurrentCity().city, path, query] as const,
    queryFn: ({ signal }) => apiCall<Answer<T>>('GET', path, { token: 'operator', query, signal }),
    placeholderData: query ? keepPreviousData : undefined,
  });
}

const driverPath = (id: number, list = '') => `/api/operator/drivers/${id}${list ? `/${list}` : ''}`;

/** GET /api/operator/drivers?q&page&pageSize: drivers by phone, e-mail, plate or order number. */
export const useDriverSearch = (query: { q: string } & Paging) =>
  useSupportQuery<DriverSearchAnswer>('/api/operator/drivers', query);

/** GET /api/operator/drivers/:id: profile, vehicles, latest corrections, the approval limit. */
export const useDriverDossier = (id: number) => useSupportQuery<DriverDossierAnswer>(driverPath(id));

/** GET /api/operator/drivers/:id/sessions: the driver's stays, newest first. */
export const useDriverSessions = (id: number, paging: Paging) =>
  useSupportQuery<DriverSessionsAnswer>(driverPath(id, 'sessions'), paging);

/** GET /api/operator/drivers/:id/operations: the history rows the driver sees. */
export const useDriverOperations = (id: number, paging: Paging) =>
  useSupportQuery<DriverOperationsAnswer>(driverPath(id, 'operations'), paging);

export const useDriverReceipts = (id: number) =>
  useSupportQuery<DriverReceiptsAnswer>(driverPath(id, 'receipts'));
export const useDriverAppeals = (id: number) =>
  useSupportQuery<DriverAppealsAnswer>(driverPath(id, 'appeals'));
export const useDriverFines = (id: number) => useSupportQuery<DriverFinesAnswer>(driverPath(id, 'fines'));

/** GET /api/operator/corrections?status&page&pageSize: the approvers' queue and the decided ones. */
export const useCorrections = (query: { status: CorrectionStatus } & Paging) =>
  useSupportQuery<CorrectionListAnswer>('/api/operator/corrections', query);
