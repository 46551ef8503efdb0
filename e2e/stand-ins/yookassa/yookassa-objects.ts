import { randomBytes, randomUUID } from 'node:crypto';

/** YooKassa API v3 objects as the stand-in keeps them (the fields the real API answers). */

export interface Amount {
  value: string;
  currency: string;
}

export interface PaymentObject {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  paid: boolean;
  amount: Amount;
  income_amount?: Amount;
  refunded_amount?: Amount;
  description?: string;
  recipient: { account_id: string; gateway_id: string };
  payment_method?: Record<string, unknown>;
  captured_at?: string;
  created_at: string;
  expires_at?: string;
  confirmation?: { type: 'redirect'; return_url: string; confirmation_url: string };
  test: boolean;
  refundable: boolean;
  metadata: Record<string, unknown>;
  cancellation_details?: { party: string; reason: string };
  receipt_registration?: 'pending' | 'succeeded' | 'canceled';
}

export interface RefundObject {
  id: string;
  payment_id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  amount: Amount;
  created_at: string;
  description?: string;
  receipt_registration?: 'pending' | 'succeeded' | 'canceled';
}

export interface ReceiptObject {
  id: string;
  type: 'payment' | 'refund';
  payment_id: string;
  refund_id?: string;
  status: 'succeeded';
  fiscal_document_number: string;
  fiscal_storage_number: string;
  fiscal_attribute: string;
  registered_at: string;
  fiscal_provider_id: string;
  items: Record<string, unknown>[];
  tax_system_code?: number;
  settlements: { type: 'cashless'; amount: Amount }[];
}

/** The error object every 4xx answers with. */
export interface ApiError {
  status: number;
  code: 'invalid_request' | 'invalid_credentials' | 'forbidden' | 'not_found' | 'too_many_requests';
  description: string;
  parameter?: string;
}

export const fail = (
  status: number,
  code: ApiError['code'],
  description: string,
  parameter?: string,
): ApiError => ({ status, code, description, parameter });

export const isApiError = (value: unknown): value is ApiError =>
  typeof value === 'object' && value !== null && 'code' in value && 'status' in value;

export const errorBody = (e: ApiError) => ({
  type: 'error',
  id: randomUUID(),
  code: e.code,
  description: e.description,
  ...(e.parameter ? { parameter: e.parameter } : {}),
});

/** "123.45" -> 12345, or null when it is not an amount of the API's form. */
export function kopecksOf(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value);
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0')) : null;
}

export const valueOf = (kopecks: number) =>
  `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;

export const rub = (kopecks: number): Amount => ({ value: valueOf(kopecks), currency: 'RUB' });

/** YooKassa ids look like 2f3b588d-000f-5000-8000-1d6e87c7fbde: time-ordered hex groups. */
export function yooId(): string {
  const t = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0')
    .slice(-8);
  const r = randomBytes(8).toString('hex');
  return `${t}-000f-5000-${'89ab'[r.charCodeAt(0) % 4]}${r.slice(1, 4)}-${r.slice(4, 16)}`.slice(0, 36);
}

/** The checks of a receipt object the API makes; the sum of its items must equal `kopecks`. */
export function receiptProblem(receipt: unknown, kopecks: number): ApiError | null {
  const r = receipt as { customer?: { email?: unknown; phone?: unknown }; items?: unknown };
  if (typeof r !== 'object' || r === null)
    return fail(400, 'invalid_request', 'Receipt is not an object', 'receipt');
  if (!r.customer || (typeof r.customer.email !== 'string' && typeof r.customer.phone !== 'string'))
    return fail(400, 'invalid_request', 'Customer email or phone is required', 'receipt.customer');
  if (typeof r.customer.phone === 'string' && !/^\d{11,15}$/.test(r.customer.phone))
    return fail(400, 'invalid_request', 'Phone must be in ITU-T E.164 format', 'receipt.customer.phone');
  if (!Array.isArray(r.items) || r.items.length === 0 || r.items.length > 100)
    return fail(400, 'invalid_request', 'Receipt must have 1 to 100 items', 'receipt.items');
  let total = 0;
  for (const [i, item] of (r.items as Record<string, unknown>[]).entries()) {
    const at = `receipt.items[${i}]`;
    const price = kopecksOf((item.amount as Amount | undefined)?.value);
    const quantity = Number(item.quantity);
    if (price === null) return fail(400, 'invalid_request', 'Wrong item amount', `${at}.amount`);
    if (!Number.isFinite(quantity) || quantity <= 0)
      return fail(400, 'invalid_request', 'Wrong item quantity', `${at}.quantity`);
    if (
      typeof item.description !== 'string' ||
      item.description.length === 0 ||
      item.description.length > 128
    )
      return fail(400, 'invalid_request', 'Item description: 1 to 128 characters', `${at}.description`);
    if (!Number.isInteger(item.vat_code) || (item.vat_code as number) < 1 || (item.vat_code as number) > 12)
      return fail(400, 'invalid_request', 'vat_code must be 1 to 12', `${at}.vat_code`);
    total += Math.round(price * quantity);
  }
  if (total !== kopecks)
    return fail(
      400,
      'invalid_request',
      `The sum of receipt items (${valueOf(total)}) differs from the amount`,
      'receipt',
    );
  return null;
}
