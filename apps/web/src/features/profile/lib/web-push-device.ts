/**
 * Web push on this device (the browser's Push API). The service worker that shows the pushes is
 * the app shell's (it registers it); this module only asks the browser for a subscription.
 *
 * Why push may be unavailable, each said in its own words on the settings card:
 * - 'unsupported': no service worker or Push API in this browser (old browsers, iOS outside an
 *   installed app, private windows of some browsers);
 * - 'no-worker': the site's service worker is not registered (yet);
 * - 'denied': the driver blocked notifications for this site;
 * - 'no-key': the city's server has no VAPID key, so it cannot push.
 */
export type PushUnavailable = 'unsupported' | 'no-worker' | 'denied' | 'no-key';

export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** Why push cannot be switched on right now, or null when it can be tried. */
export function pushUnavailableReason(pushKey: string | null): PushUnavailable | null {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (!pushKey) return 'no-key';
  return null;
}

/** The VAPID public key (base64url, as the server gives it) as the bytes subscribe() wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** This device's subscription, if the site's worker is registered and subscribed. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

export type SubscribeOutcome =
  { kind: 'subscribed'; subscription: PushSubscription } | { kind: 'unavailable'; reason: PushUnavailable };

/**
 * Asks the permission, then subscribes through the ready worker. `ready` never settles without a
 * registration, so a page without one is answered 'no-worker' instead of waiting forever.
 */
export async function subscribeThisDevice(pushKey: string | null): Promise<SubscribeOutcome> {
  const reason = pushUnavailableReason(pushKey);
  if (reason) return { kind: 'unavailable', reason };
  if (!(await navigator.serviceWorker.getRegistration())) return { kind: 'unavailable', reason: 'no-worker' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { kind: 'unavailable', reason: 'denied' };
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(pushKey!),
  });
  return { kind: 'subscribed', subscription };
}
