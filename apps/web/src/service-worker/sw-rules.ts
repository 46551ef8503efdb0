/**
 * The worker's decisions as plain functions (tested without a worker): which requests it keeps
 * and how a push payload becomes a notification.
 */

/**
 * The API's public data the map page draws from (any city's /c/<city> prefix), named one by one:
 * the map's zones and parkings (whole, or the tiles of a view), the site options and settings. Not the profile, tokens, payments
 * or anything personal: those are never cached. Nor `/api/map/zone-at`, whose address carries the
 * driver's position (and would add a cache entry per place).
 */
const CACHED_API =
  /^(\/c\/[^/]+)?\/api\/(map\/get-map-info-v3|map\/get-map-tile-v3|map\/get-zones|options\/get-options|options\/get-settings)$/;

export function isCachedApiRequest(method: string, url: URL): boolean {
  return method === 'GET' && CACHED_API.test(url.pathname);
}

/** What the reminder job sends (issue 23: helper REM). */
export interface PushPayload {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
}

/**
 * A notification for a payload; a malformed one still says something rather than nothing
 * (browsers penalise a push that shows no notification). The link stays on our site.
 */
export function notificationOf(
  payload: PushPayload | null,
  origin: string,
): { title: string; options: NotificationOptions } {
  const url = payload?.url && new URL(payload.url, origin).origin === origin ? payload.url : '/';
  return {
    title: payload?.title || 'Городские парковки',
    options: {
      body: payload?.body ?? '',
      tag: payload?.tag,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { url },
    },
  };
}
