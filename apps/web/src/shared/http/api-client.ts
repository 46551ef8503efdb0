import i18n from 'i18next';
import { getCurrentCity } from '../city/current-city';
import { ApiError } from './api-error';

type Params = Record<string, string | number | boolean | null | undefined>;

let tokenProvider: () => string | null = () => null;

/** The auth feature plugs the current token in here; the header is how the web app sends it. */
export function setTokenProvider(provider: () => string | null): void {
  tokenProvider = provider;
}

export type AuthFailure = 'TokenExpired' | 'TokenNotFound';
let authFailureHandler: (failure: AuthFailure) => void = () => {};

/**
 * Called when the server refuses the token this tab is still using (document 1, section 4:
 * log out and say so). Any call can meet it, so the client reports it instead of every caller.
 */
export function setAuthFailureHandler(handler: (failure: AuthFailure) => void): void {
  authFailureHandler = handler;
}

const isAuthFailure = (name: string | undefined): name is AuthFailure =>
  name === 'TokenExpired' || name === 'TokenNotFound';

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

/**
 * Calls the current city's API and unwraps the envelope whatever the HTTP code: resolves with
 * the ok body, rejects with ApiError (errorName from the server, or UnknownError when the
 * answer is not an envelope at all, e.g. a proxy page or a dropped connection).
 */
export async function apiCall<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: {
    query?: Params;
    body?: unknown;
    signal?: AbortSignal;
    /** Log-out itself must not answer a dead token with "your session expired". */
    ignoreAuthFailure?: boolean;
  } = {},
): Promise<{ status: 'ok' } & T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.language || 'ru',
  };
  const token = tokenProvider();
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
    throw new ApiError('UnknownError', (error as Error).message, 0);
  }
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    throw new ApiError('UnknownError', `HTTP ${response.status}`, response.status);
  }
  const envelope = data as {
    status?: string;
    errorName?: string;
    errorMessage?: string;
    fields?: Record<string, string>;
  };
  if (envelope?.status === 'ok') return envelope as { status: 'ok' } & T;
  // Only a refusal of the token still in use: answers to calls made with an older token (several
  // calls in flight, another tab already logged in again) must not log the new session out.
  if (
    token &&
    !options.ignoreAuthFailure &&
    isAuthFailure(envelope?.errorName) &&
    tokenProvider() === token
  ) {
    authFailureHandler(envelope.errorName);
  }
  throw new ApiError(
    envelope?.errorName ?? 'UnknownError',
    envelope?.errorMessage ?? `HTTP ${response.status}`,
    response.status,
    envelope?.fields,
    envelope && typeof envelope === 'object' ? (envelope as Record<string, unknown>) : undefined,
  );
}

export const apiGet = <T>(path: string, query?: Params, signal?: AbortSignal) =>
  apiCall<T>('GET', path, { query, signal });
export const apiPost = <T>(path: string, body?: unknown) => apiCall<T>('POST', path, { body });
