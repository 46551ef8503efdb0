import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReceiptStatus } from '@parking/domain/receipts/receipt-contracts';
import type {
  StaffReceiptListAnswer,
  StaffReceiptPaidAnswer,
} from '@parking/domain/staff/receipt-admin-contracts';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiCall } from '../../../shared/http/api-client';

/** Every receipt query key starts with this: a registration invalidates the lot. */
export const RECEIPTS_KEY = 'operator-receipts';

/** GET /api/operator/receipts?q&status&page&pageSize: drivers' receipts, newest first. */
export const useReceiptList = (query: {
  q: string;
  status: ReceiptStatus | '';
  page: number;
  pageSize: number;
}) =>
  useQuery({
    queryKey: [RECEIPTS_KEY, getCurrentCity().city, query] as const,
    queryFn: ({ signal }) =>
      apiCall<Omit<StaffReceiptListAnswer, 'status'>>('GET', '/api/operator/receipts', {
        token: 'operator',
        query,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** POST /api/operator/receipts/:id/paid: alreadyPaid when it was registered before. */
export const registerReceiptPayment = (receiptnumber: string) =>
  apiCall<Omit<StaffReceiptPaidAnswer, 'status'>>('POST', `/api/operator/receipts/${receiptnumber}/paid`, {
    token: 'operator',
  });
