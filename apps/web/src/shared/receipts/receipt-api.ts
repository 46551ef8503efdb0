import { getToken } from '../auth/auth-state';
import { apiGet, cityApiUrl } from '../http/api-client';
import { ApiError } from '../http/api-error';

/**
 * GET /api/receipt (receiptnumber, blob): the receipt or invoice as a PDF. Fetched with the
 * token header (a plain link could not carry it) and handed out as a blob.
 */
export async function fetchReceiptPdf(receiptnumber: string): Promise<Blob> {
  const url = new URL(cityApiUrl('/api/receipt'), window.location.origin);
  url.searchParams.set('receiptnumber', receiptnumber);
  url.searchParams.set('blob', '1');
  const token = getToken('standard');
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const type = response.headers.get('Content-Type') ?? '';
  if (response.ok && type.includes('pdf')) return response.blob();
  const envelope = (await response.json().catch(() => null)) as { errorName?: string } | null;
  throw new ApiError(envelope?.errorName ?? 'UnknownError', `HTTP ${response.status}`, response.status);
}

/** GET /api/sendreceipt (receiptnumber, email): the PDF by mail. */
export function sendReceipt(receiptnumber: string, email: string) {
  return apiGet<{ receiptnumber: string; email: string }>('/api/sendreceipt', { receiptnumber, email });
}
