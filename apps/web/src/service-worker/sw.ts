/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { isCachedApiRequest, notificationOf, type PushPayload } from './sw-rules';

/**
 * The site's service worker (docs/decisions/0015): the built app is precached so "/" opens
 * without signal; the map's public data is network-first with the last answer kept; nothing
 * else of the API is touched (POSTs, tokens, profile and payment answers go to the network
 * only). Push shows the reminders (helper REM sends `{title, body, url, tag}`).
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open page at once (there is no older version to disturb), so a
// driver who loses signal before any reload still finds the app's chunks; an update waits.
clientsClaim();

/** A page the network has not answered in this long is opened from the cache (a weak signal). */
const NAVIGATION_TIMEOUT_MS = 4000;

// A page address goes to the server first: it serves pages of its own (the sandbox bank's pay
// page, the dev outbox) and knows which addresses exist. Without an answer the cached app opens,
// and routes on the client as the server would.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request, { signal: AbortSignal.timeout(NAVIGATION_TIMEOUT_MS) });
      } catch {
        return (await matchPrecache('index.html')) ?? Response.error();
      }
    },
    { allowlist: [/./], denylist: [/^(\/c\/[^/]+)?\/(api|backend|sandbox-pay)(\/|$)/] },
  ),
);

/** Tells the open pages that what they see came from the cache: they say they are offline. */
async function reportServedFromCache(): Promise<void> {
  for (const client of await self.clients.matchAll({ type: 'window' })) {
    client.postMessage({ type: 'served-from-cache' });
  }
}

registerRoute(
  ({ request, url }) => request.mode !== 'navigate' && isCachedApiRequest(request.method, url),
  new NetworkFirst({
    cacheName: 'map-data',
    networkTimeoutSeconds: 8,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      {
        cachedResponseWillBeUsed: async ({ cachedResponse }) => {
          if (cachedResponse) await reportServedFromCache();
          return cachedResponse ?? null;
        },
      },
    ],
  }),
);

// A new version waits until the page asks (its "Update" button): never in the middle of a payment.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('push', (event: PushEvent) => {
  let payload: PushPayload | null = null;
  try {
    payload = event.data?.json() as PushPayload;
  } catch {
    payload = null;
  }
  const { title, options } = notificationOf(payload, self.location.origin);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const target = new URL(
    (event.notification.data as { url?: string } | null)?.url ?? '/',
    self.location.origin,
  );
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = windows.find((client) => client.url === target.href);
      if (same) return void (await same.focus());
      const ours = windows.find((client) => new URL(client.url).origin === target.origin);
      if (ours) {
        await ours.focus();
        return void (await ours.navigate(target.href));
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
