import i18n from 'i18next';
import { getToken, setToken, type UserType } from '../auth/auth-state';
import { getCurrentCity } from '../city/current-city';
import { ApiError } from './api-error';
import { reportNetworkFailure } from '../offline/connection-state';

type Params = Record<string, string | number | boolean | null | undefined>;

/**
 * Whose token a call carries. Each sends only its own: the server answers TokenNotFound to a
 * driver's token on a company's call and the other way round.
 */
export type TokenKind = 'driver' | 'company' | 'operator';

/** The token table keeps the seeds' user types (document 1 §4, key `tokens`). */
const STORED_AS: Record<TokenKind, UserType> = {
  driver: 'standard',
  company: 'corporate',
  operator: 'operator',
};

export type AuthFailure = 'TokenExpired' | 'TokenNotFound';
const isAuthFailure = (name: string): name is AuthFailure =>
  name === 'TokenExpired' || name === 'TokenNotFound';

const noop = () => {};
const refusedHandlers: Record<TokenKind, (failure: AuthFailure) => void> = {
  driver: noop,
  company: noop,
  operator: noop,
};

/**
 * Who hears that the server refused the token of `kind` that is still in use (document 1 §4:
 * sign out and say why): app/session for the driver, the corporate and operator pages for
 * theirs. Any call can meet it, so the client reports it instead of every caller. Returns the
 * function that stops listening.
 */
export function onTokenRefused(kind: TokenKind, handler: (failure: AuthFailure) => void): () => void {
  refusedHandlers[kind] = handler;
  return () => {
    if (refusedHandlers[kind] === handler) refusedHandlers[kind] = noop;
  };
}

/** Base address of the current city's API (its apiUrl, relative to the site unless absolute). */
export function cityApiUrl(path: string): string {
  return `${getCurrentCity().apiUrl.replace(/\/$/, '')}${path}`;
}

function withQuery(url: string, params?: Params): string {
  if (!params) return url;
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) query.set(k, String(v));
  const text = query.toString();
  return text ? `${url}?${text}` : url;
}

export type CallOptions = {
  /** Whose token goes in the Authorization header: the driver's unless said. */
  token?: TokenKind;
  query?: Params;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers, e.g. the Idempotency-Key of a start or a stop. */
  headers?: Record<string, string>;
  /** Log-out itself must not answer a dead token with "your session expired". */
  ignoreAuthFailure?: boolean;
};

/**
 * Calls the current city's API with the token of `options.token` and unwraps the envelope
 * whatever the HTTP code: resolves with the ok body, rejects with ApiError (errorName from the
 * server, or UnknownError when the answer is not an envelope at all, e.g. a proxy page or a
 * dropped connection).
 */
export async function apiCall<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: CallOptions = {},
): Promise<{ status: 'ok' } & T> {
  const kind = options.token ?? 'driver';
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.language || 'ru',
    ...options.headers,
  };
  const token = getToken(STORED_AS[kind]);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(withQuery(cityApiUrl(path), options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    // No answer at all: the shell tells the driver the page is offline (issue 23).
    reportNetworkFailure();
    throw new ApiError('UnknownError', (error as Error).message, 0);
  }
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    throw new ApiError('UnknownError', `HTTP ${response.status}`, response.status);
  }
  const envelope = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  if (envelope.status === 'ok') return envelope as { status: 'ok' } & T;
  const name = typeof envelope.errorName === 'string' ? envelope.errorName : 'UnknownError';
  // Only a refusal of the token still in use: answers to calls made with an older token (several
  // calls in flight, another tab already logged in again) must not sign the new session out.
  if (token && !options.ignoreAuthFailure && isAuthFailure(name) && getToken(STORED_AS[kind]) === token) {
    // The driver's session ends in its handler (the other tabs hear LOGOUT only if it had a
    // token); a company's or an operator's token is simply forgotten here.
    if (kind !== 'driver') setToken(STORED_AS[kind], null);
    refusedHandlers[kind](name);
  }
  throw new ApiError(
    name,
    typeof envelope.errorMessage === 'string' ? envelope.errorMessage : `HTTP ${response.status}`,
    response.status,
    envelope.fields as Record<string, string> | undefined,
    data && typeof data === 'object' ? envelope : undefined,
  );
}

export const apiGet = <T>(path: string, query?: Params, signal?: AbortSignal) =>
  apiCall<T>('GET', path, { query, signal });
export const apiPost = <T>(path: string, body?: unknown) => apiCall<T>('POST', path, { body });
