import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { lazyPage } from '../ui/lazy-page';
import { isOffline, subscribeToConnection } from './connection-state';
import { registerServiceWorker, subscribeToUpdate, waitingUpdate } from './service-worker-registration';

// Only drawn when needed: the first load of "/" carries just this watcher (its chunk and the
// `offline` texts are in the worker's cache, so they load without signal too).
const ConnectionNotices = lazyPage(
  () => import('./connection-notices'),
  (m) => m.ConnectionNotices,
  ['offline'],
);

/**
 * The installable app's part of the shell: registers the worker once the page is up and says
 * when the page is offline or a new version waits. Mounted once, in the app layout.
 */
export function OfflineShell() {
  const offline = useSyncExternalStore(subscribeToConnection, isOffline, () => false);
  const update = useSyncExternalStore(subscribeToUpdate, waitingUpdate, () => false);
  useEffect(() => {
    // the build's worker only: in development there is none (vite serves the sources)
    if (import.meta.env.PROD) registerServiceWorker();
    // The notices are needed exactly when nothing can be loaded: fetch them while there is
    // signal (after the first paint), whether the worker has filled its cache yet or not.
    const early = setTimeout(() => void ConnectionNotices.preload().catch(() => undefined), 1_000);
    return () => clearTimeout(early);
  }, []);
  if (!offline && !update) return null;
  return (
    <Suspense fallback={null}>
      <ConnectionNotices offline={offline} update={update} />
    </Suspense>
  );
}
