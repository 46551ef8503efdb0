import i18n from 'i18next';
import { readToken, writeCorporateToken } from '../../../shared/auth/token-table';
import { cityApiUrl } from '../../../shared/http/api-client';
import { ApiError } from '../../../shared/http/api-error';

type Query = Record<string, string | number | undefined>;

/** Told when the server refuses the corporate token: the page goes back to the sign-in form. */
let onTokenRefused: (reason: string) => void = () => {};
export function setCorporateTokenRefusedHandler(handler: (reason: string) => void): void {
  onTokenRefused = handler;
}

/**
 * The corporate calls carry the corporate token (shared/http's client sends the driver's one:
 * a driver's token on these calls, and ours on a driver's call, answer TokenNotFound). JSON both
 * ways; the envelope is unwrapped like the driver's client does, an error becomes ApiError.
 */
export async function corporateCall<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { query?: Query; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<T> {
  const token = readToken('corporate');
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(options.query ?? {}))
    if (v !== undefined && v !== '') query.set(k, String(v));
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.language || 'ru',
    ...options.headers,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let data: Record<string, unknown>;
  let status = 0;
  try {
    const response = await fetch(`${cityApiUrl(path)}${query.size ? `?${query}` : ''}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
    status = response.status;
    data = (await response.json()) as Record<string, unknown>;
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('UnknownError', (error as Error).message, status);
  }
  if (data?.status === 'ok') return data as T;
  const name = typeof data?.errorName === 'string' ? data.errorName : 'UnknownError';
  // Only a refusal of the token still in use logs out (a newer login may already be there).
  if (token && (name === 'TokenNotFound' || name === 'TokenExpired') && readToken('corporate') === token) {
    writeCorporateToken(null);
    onTokenRefused(name);
  }
  throw new ApiError(
    name,
    typeof data?.errorMessage === 'string' ? data.errorMessage : `HTTP ${status}`,
    status,
    data?.fields as Record<string, string> | undefined,
    data,
  );
}
