import { useQuery } from '@tanstack/react-query';
import type { ReceiptRow } from '@parking/domain/receipts/receipt-contracts';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiGet } from '../../../shared/http/api-client';

/** GET /api/receipt-list: the driver's receipts and invoices, newest first (an array, or { result }). */
export function fetchReceipts(signal?: AbortSignal): Promise<ReceiptRow[]> {
  return apiGet<{ result: ReceiptRow[] } | ReceiptRow[]>('/api/receipt-list', undefined, signal).then((r) =>
    Array.isArray(r) ? r : r.result,
  );
}

export function useReceipts() {
  return useQuery({
    queryKey: ['receipts', getCurrentCity().city],
    queryFn: ({ signal }) => fetchReceipts(signal),
  });
}
