import {
  MAX_PUSH_SUBSCRIPTIONS,
  type PushSubscriptionRequest,
  type ReminderSettings,
} from '@parking/domain/reminders/reminder-contracts';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { Language } from '@parking/domain/i18n/languages';
import type { CityContext } from '../../config/city-context.ts';
import { pushSubscriptionRows } from '../../db/reminders/push-subscription-rows.ts';
import { reminderSettingsRows } from '../../db/reminders/reminder-settings-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { isPublicAddress } from '../../integrations/outbound/public-address.ts';
import { vapidDetailsOf, type VapidEnv } from '../delivery/push/vapid-keys.ts';

/** The driver's reminder settings and the key a browser subscribes with (the city's VAPID public key). */
export async function readReminderSettings(
  city: CityContext,
  env: VapidEnv,
  userId: number,
): Promise<{ settings: ReminderSettings; pushKey: string | null }> {
  const [settings, vapid] = await Promise.all([
    reminderSettingsRows.of(city.db, userId),
    vapidDetailsOf(city.db, env),
  ]);
  return { settings, pushKey: vapid.publicKey };
}

export async function saveReminderSettings(
  city: CityContext,
  userId: number,
  settings: ReminderSettings,
  lang: Language,
): Promise<ReminderSettings> {
  await reminderSettingsRows.set(city.db, userId, settings, lang);
  return reminderSettingsRows.of(city.db, userId);
}

/**
 * Keeps a browser's push subscription. Its endpoint is a URL the browser names: only https, and
 * only a host name or a public address (checked again at each send, where the name resolves).
 */
export async function savePushSubscription(
  city: CityContext,
  userId: number,
  subscription: PushSubscriptionRequest,
  allowHosts: readonly string[],
): Promise<void> {
  const url = new URL(subscription.endpoint);
  const refused = () => new AppError('ValidationError', 400, { endpoint: 'InvalidFormat' });
  if (url.protocol !== 'https:' || url.username || url.password) throw refused();
  if (!(await resolvesPublic(url, allowHosts))) throw refused();
  await pushSubscriptionRows.save(
    city.db,
    userId,
    {
      endpoint: url.toString(),
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      lang: subscription.lang,
    },
    MAX_PUSH_SUBSCRIPTIONS,
  );
}

/** Whether every address the endpoint's host names is public (or the host is allow-listed configuration). */
async function resolvesPublic(url: URL, allowHosts: readonly string[]): Promise<boolean> {
  const port = url.port || '443';
  if (
    allowHosts.some(
      (h) => h.trim().toLowerCase() === url.hostname || h.trim().toLowerCase() === `${url.hostname}:${port}`,
    )
  )
    return true;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return isPublicAddress(host);
  try {
    const addresses = await lookup(host, { all: true });
    return addresses.length > 0 && addresses.every((a) => isPublicAddress(a.address));
  } catch {
    return false;
  }
}

export async function dropPushSubscription(
  city: CityContext,
  userId: number,
  endpoint: string,
): Promise<void> {
  let normal = endpoint;
  try {
    normal = new URL(endpoint).toString();
  } catch {
    // not a URL: matches nothing, which is fine for a delete
  }
  await pushSubscriptionRows.remove(city.db, userId, normal);
}
