import { useSyncExternalStore } from 'react';

/**
 * Counts code and text bundles being fetched for pages and modals, so the top loading bar can
 * show while a lazy page loads even though React keeps the old page on screen meanwhile.
 */
let pending = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function trackLoading<T>(promise: Promise<T>): Promise<T> {
  pending += 1;
  notify();
  const done = () => {
    pending -= 1;
    notify();
  };
  promise.then(done, done);
  return promise;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getPending = () => pending;

export function usePendingLoads(): number {
  return useSyncExternalStore(subscribe, getPending, getPending);
}
