import { ApiError } from '../http/api-error';

/**
 * Whether the page has a connection, as the shell tells the driver (issue 23): the browser's
 * own flag, a request that failed for lack of network, or the worker answering the map's data
 * from its cache. A reported failure holds for a while unless the browser says "online" again.
 */
const FAILURE_HOLD_MS = 20_000;

let failedAt: number | null = null;
let holdTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function isOffline(): boolean {
  return (typeof navigator !== 'undefined' && navigator.onLine === false) || failedAt !== null;
}

/** A request failed without an answer (no HTTP status): the page is, for now, offline. */
export function reportNetworkFailure(): void {
  failedAt = Date.now();
  clearTimeout(holdTimer);
  holdTimer = setTimeout(() => {
    failedAt = null;
    emit();
  }, FAILURE_HOLD_MS);
  emit();
}

/** The API client's failure for lack of network: no HTTP answer at all (not an error answer). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus === 0 && error.errorName === 'UnknownError';
}

export function subscribeToConnection(listener: () => void): () => void {
  listeners.add(listener);
  const online = () => {
    failedAt = null;
    clearTimeout(holdTimer);
    listener();
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', online);
    window.removeEventListener('offline', listener);
  };
}
