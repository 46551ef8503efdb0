import type { z } from 'zod';

export interface YooKassaApiSettings {
  shopId: string;
  /** Never logged, never in a message. */
  secretKey: string;
  /** https://api.yookassa.ru/v3 or a stand-in's /v3, without a trailing slash. */
  apiUrl: string;
}

/** The API could not be used now (network, timeout, 5xx, an answer we cannot read): retry later. */
export class YooKassaUnavailable extends Error {
  override readonly name = 'YooKassaUnavailable';
}

/**
 * The API refused the call (4xx) with its error object {type:"error", id, code, description,
 * parameter}: invalid_credentials (401: the shop id or secret key is wrong), invalid_request
 * (400), not_found (404), forbidden (403), too_many_requests (429).
 */
export class YooKassaRefused extends Error {
  override readonly name = 'YooKassaRefused';
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
    readonly parameter?: string,
  ) {
    super(`YooKassa refused (${status} ${code}${parameter ? `, ${parameter}` : ''}): ${description}`);
  }
}

const TIMEOUT_MS = 10_000;
const MAX_BYTES = 2 * 1024 * 1024;

async function readBounded(response: Response, what: string): Promise<string> {
  if (Number(response.headers.get('content-length') ?? 0) > MAX_BYTES) {
    await response.body?.cancel();
    throw new YooKassaUnavailable(`${what}: answer too large`);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body ?? []) {
    total += chunk.length;
    if (total > MAX_BYTES) throw new YooKassaUnavailable(`${what}: answer too large`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export interface YooKassaCall {
  method: 'GET' | 'POST';
  /** '/payments', '/payments/<id>/capture', ... */
  path: string;
  query?: Record<string, string | undefined>;
  body?: Record<string, unknown>;
  /** Required by the API on every POST: a retry with the same key answers the first result. */
  idempotenceKey?: string;
}

/**
 * One API v3 call: HTTP Basic shopId:secretKey, JSON both ways, 10 s for the whole call.
 * The host is the operator's configuration (YOOKASSA_API_URL, trusted like FINES_SOURCE_URL);
 * no redirect is followed, so the key never goes to another host. safe-fetch.ts only GETs, so
 * this uses Node's fetch with the same limits (timeout, bounded body). 5xx and network errors
 * throw YooKassaUnavailable (the caller retries); 4xx throws YooKassaRefused.
 */
export async function callYooKassa(settings: YooKassaApiSettings, call: YooKassaCall): Promise<unknown> {
  const what = `YooKassa ${call.method} ${call.path}`;
  const url = new URL(`${settings.apiUrl}${call.path}`);
  for (const [name, value] of Object.entries(call.query ?? {}))
    if (value !== undefined) url.searchParams.set(name, value);
  const auth = Buffer.from(`${settings.shopId}:${settings.secretKey}`).toString('base64');
  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method,
      headers: {
        authorization: `Basic ${auth}`,
        accept: 'application/json',
        ...(call.body ? { 'content-type': 'application/json' } : {}),
        ...(call.idempotenceKey ? { 'idempotence-key': call.idempotenceKey } : {}),
      },
      body: call.body ? JSON.stringify(call.body) : undefined,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    throw new YooKassaUnavailable(`${what} unreachable: ${cause}`);
  }
  const text = await readBounded(response, what).catch((error: unknown) => {
    if (error instanceof YooKassaUnavailable) throw error;
    throw new YooKassaUnavailable(`${what}: the answer broke off`);
  });
  if (response.status >= 500 || response.status === 0)
    throw new YooKassaUnavailable(`${what} answered ${response.status}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new YooKassaUnavailable(`${what} answered ${response.status}, not JSON`);
  }
  if (response.status >= 400) {
    const e = (parsed ?? {}) as Record<string, unknown>;
    throw new YooKassaRefused(
      response.status,
      typeof e.code === 'string' ? e.code : 'unknown',
      typeof e.description === 'string' ? e.description : '',
      typeof e.parameter === 'string' ? e.parameter : undefined,
    );
  }
  if (response.status !== 200) throw new YooKassaUnavailable(`${what} answered ${response.status}`);
  return parsed;
}

/** The answer read as `schema`; anything else is nonsense from the API (retried later). */
export function read<T extends z.ZodTypeAny>(schema: T, data: unknown, what: string): z.infer<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw new YooKassaUnavailable(`YooKassa ${what}: answer not understood`);
  return result.data as z.infer<T>;
}
