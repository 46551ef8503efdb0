import webpush from 'web-push';
import type { Env } from '../../../config/env.ts';
import type { Db } from '../../../db/db-types.ts';
import { citySecret } from '../../../db/reminders/city-secret.ts';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

export type VapidEnv = Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'MAIL_FROM'>;

/** The contact push services see: VAPID_SUBJECT, else a mailto: of MAIL_FROM's address. */
export function vapidSubject(env: VapidEnv): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  const address = /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM.trim();
  return `mailto:${address}`;
}

// per open database: generated once and shared by every instance through city_secrets
const generated = new WeakMap<object, Promise<{ publicKey: string; privateKey: string }>>();

/**
 * The city's VAPID details: the configured pair, else the pair this city generated once (kept
 * in city_secrets, so a browser subscribed through one instance is reached by all).
 */
export async function vapidDetailsOf(db: Db, env: VapidEnv): Promise<VapidDetails> {
  const subject = vapidSubject(env);
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { subject, publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  }
  let pair = generated.get(db);
  if (!pair) {
    pair = citySecret(db, 'vapid-keys', () => JSON.stringify(webpush.generateVAPIDKeys())).then(
      (value) => JSON.parse(value) as { publicKey: string; privateKey: string },
    );
    pair.catch(() => generated.delete(db));
    generated.set(db, pair);
  }
  return { subject, ...(await pair) };
}
