import { reportNetworkFailure } from './connection-state';

/**
 * Registers the worker (src/service-worker/sw.ts) after the page has painted and follows its
 * updates: a new version waits until the driver taps "Update" (never a reload under a payment).
 * A plain register() call: workbox-window would add its bytes to the first load of "/".
 */
let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export const waitingUpdate = (): boolean => waiting !== null;

export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function track(registration: ServiceWorkerRegistration): void {
  const offer = (worker: ServiceWorker | null) => {
    // the first install has no controller to replace: nothing to offer
    if (worker && navigator.serviceWorker.controller) {
      waiting = worker;
      emit();
    }
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'served-from-cache') reportNetworkFailure();
  });
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(track, () => {
    // no worker (private mode, an old browser): the site works online as before
  });
}

/** The driver asked for the new version: it takes over, then the page reloads once. */
export function applyUpdate(): void {
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
