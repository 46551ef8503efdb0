import i18n from 'i18next';
import { readToken, writeOperatorToken } from '../../../shared/auth/token-table';
import { cityApiUrl } from '../../../shared/http/api-client';
import { ApiError } from '../../../shared/http/api-error';

/** Told when the server refuses the operator token, so the page goes back to the login form. */
let onTokenRefused: () => void = () => {};
export function setOperatorTokenRefusedHandler(handler: () => void): void {
  onTokenRefused = handler;
}

/**
 * The operator's calls carry the operator token (never the driver's: shared/http's client sends
 * that one), JSON both ways, and unwrap the envelope like the driver's client does.
 */
export async function operatorCall<T>(
  method: 'GET' | 'POST',
  path: string,
  options: { query?: Record<string, string | number | undefined>; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const token = readToken('operator');
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(options.query ?? {}))
    if (v !== undefined && v !== '') query.set(k, String(v));
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.language || 'ru',
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
  if (token && (name === 'TokenNotFound' || name === 'TokenExpired') && readToken('operator') === token) {
    writeOperatorToken(null);
    onTokenRefused();
  }
  throw new ApiError(
    name,
    typeof data?.errorMessage === 'string' ? data.errorMessage : `HTTP ${status}`,
    status,
    data?.fields as Record<string, string> | undefined,
    data,
  );
}
