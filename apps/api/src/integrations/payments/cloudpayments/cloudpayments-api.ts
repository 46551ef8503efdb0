import { z } from 'zod';

/** Every CloudPayments API answer: {Success, Message, Model}. */
const Envelope = z.object({
  Success: z.boolean(),
  Message: z.string().nullable().optional(),
  Model: z.unknown().optional(),
});
export type CloudPaymentsAnswer = z.infer<typeof Envelope>;

/** A transaction as find / get / list give it (the fields we use; the API sends many more). */
export const TransactionSchema = z
  .object({
    TransactionId: z.number().int(),
    Amount: z.union([z.number(), z.string()]),
    Status: z.string(),
    InvoiceId: z.string().nullable().optional(),
    AccountId: z.string().nullable().optional(),
    /** 0 payment, 1 payout, 2 refund. */
    Type: z.number().int().optional(),
    /** A refund's payment. */
    PaymentTransactionId: z.number().int().nullable().optional(),
    RefundAmount: z.union([z.number(), z.string()]).nullable().optional(),
    CreatedDateIso: z.string().nullable().optional(),
    Reason: z.string().nullable().optional(),
  })
  .passthrough();
export type CloudPaymentsTransaction = z.infer<typeof TransactionSchema>;

export interface CloudPaymentsApiSettings {
  publicId: string;
  apiSecret: string;
  apiUrl: string;
}

/** The API could not be used now (network, 5xx, nonsense): the caller retries later. */
export class CloudPaymentsUnavailable extends Error {
  override readonly name = 'CloudPaymentsUnavailable';
}

const TIMEOUT_MS = 10_000;
const MAX_BYTES = 4 * 1024 * 1024;

/**
 * POST <apiUrl><path> with JSON and HTTP Basic (Public ID : API secret), the way every
 * CloudPayments method is called. X-Request-ID makes a retried call answer the first call's
 * result (the API's idempotency, kept about an hour). The configured host is the operator's
 * (trusted, like FINES_SOURCE_URL); no redirect is followed, so the secret never goes elsewhere.
 * safe-fetch.ts only GETs, hence Node's fetch with the same limits (timeout, bounded body).
 * Messages never carry the secret or the URL's credentials.
 */
export async function callCloudPayments(
  settings: CloudPaymentsApiSettings,
  path: string,
  body: Record<string, unknown>,
  requestId?: string,
): Promise<CloudPaymentsAnswer> {
  const auth = Buffer.from(`${settings.publicId}:${settings.apiSecret}`).toString('base64');
  let response: Response;
  try {
    response = await fetch(`${settings.apiUrl}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${auth}`,
        'content-type': 'application/json',
        accept: 'application/json',
        ...(requestId ? { 'x-request-id': requestId } : {}),
      },
      body: JSON.stringify(body),
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    throw new CloudPaymentsUnavailable(
      `CloudPayments ${path} unreachable${cause?.code ? `: ${cause.code}` : ''}`,
    );
  }
  if (Number(response.headers.get('content-length') ?? 0) > MAX_BYTES) {
    await response.body?.cancel();
    throw new CloudPaymentsUnavailable(`CloudPayments ${path}: answer too large`);
  }
  const text = await response.text();
  if (text.length > MAX_BYTES) throw new CloudPaymentsUnavailable(`CloudPayments ${path}: answer too large`);
  // 401: wrong keys, a configuration error the operator must fix; like a 5xx it is retried later
  if (response.status !== 200)
    throw new CloudPaymentsUnavailable(`CloudPayments ${path} answered ${response.status}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new CloudPaymentsUnavailable(`CloudPayments ${path}: not JSON`);
  }
  const envelope = Envelope.safeParse(parsed);
  if (!envelope.success) throw new CloudPaymentsUnavailable(`CloudPayments ${path}: not an API answer`);
  return envelope.data;
}

/** The answer's Model as a transaction, or null when it is not one. */
export function transactionOf(model: unknown): CloudPaymentsTransaction | null {
  const parsed = TransactionSchema.safeParse(model);
  return parsed.success ? parsed.data : null;
}
