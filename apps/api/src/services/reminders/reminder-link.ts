import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CityContext } from '../../config/city-context.ts';
import { citySecret } from '../../db/reminders/city-secret.ts';
import type { SessionRow } from '../../db/schema/sessions.ts';
import { sessionRows } from '../../db/sessions/session-rows.ts';
import { AppError } from '../../errors/app-error.ts';

/** What a link may do; a key signed for one purpose is never valid for another. */
const PURPOSE = 'extend-stay';
const KEY_NAME = 'reminder-link-key';

/** The key per open database: read (or created) once, then kept for the life of the process. */
const keys = new WeakMap<object, Promise<Buffer>>();

function linkKey(city: CityContext): Promise<Buffer> {
  let key = keys.get(city.db);
  if (!key) {
    key = citySecret(city.db, KEY_NAME, () => randomBytes(32).toString('base64url')).then((v) =>
      Buffer.from(v, 'base64url'),
    );
    // a failed read is not remembered: the next call tries again
    key.catch(() => keys.delete(city.db));
    keys.set(city.db, key);
  }
  return key;
}

function signature(key: Buffer, city: string, sessionId: number, userId: number): Buffer {
  return createHmac('sha256', key).update(`${PURPOSE}\n${city}\n${sessionId}\n${userId}`).digest();
}

/**
 * The token of a one-tap link: `<session>.<account>.<HMAC-SHA256>` over the purpose, the city,
 * the stay and its owner. It proves nothing but "the owner of this stay may extend it"; when it
 * stops working is decided by the stay itself (see openLinkedStay), so a renewed stay's link
 * keeps working until the new end.
 */
export async function linkToken(city: CityContext, sessionId: number, userId: number): Promise<string> {
  const sig = signature(await linkKey(city), city.config.city, sessionId, userId);
  return `${sessionId}.${userId}.${sig.toString('base64url')}`;
}

/** The one-tap link: the web's extend page for the stay, in the driver's language. */
export function linkUrl(publicUrl: string, cityCode: string, lang: string, token: string): string {
  const language = lang === 'ru' ? '' : `/${lang}`;
  return `${publicUrl.replace(/\/$/, '')}/c/${encodeURIComponent(cityCode)}${language}/extend/${token}`;
}

/**
 * The stay a token names, when the signature holds (ReminderLinkInvalid otherwise, 404: a
 * forged or altered token learns nothing) and the stay still runs (ReminderLinkExpired, 410,
 * once it has ended or was cancelled).
 */
export async function openLinkedStay(
  city: CityContext,
  token: string,
  now: Date,
): Promise<SessionRow & { userId: number; endsAt: Date }> {
  const match = /^(\d{1,15})\.(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) throw new AppError('ReminderLinkInvalid', 404);
  const sessionId = Number(match[1]);
  const userId = Number(match[2]);
  // Compared as text: base64url's last character carries 2 unused bits, so decoding first would
  // let four spellings of one signature through (a link must have exactly one).
  const given = Buffer.from(match[3]!, 'ascii');
  const expected = Buffer.from(
    signature(await linkKey(city), city.config.city, sessionId, userId).toString('base64url'),
    'ascii',
  );
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError('ReminderLinkInvalid', 404);
  }
  const row = await sessionRows.byId(city.db, sessionId);
  if (!row || row.userId !== userId) throw new AppError('ReminderLinkInvalid', 404);
  if (row.status !== 'active' || row.endsAt === null || row.endsAt.getTime() <= now.getTime()) {
    throw new AppError('ReminderLinkExpired', 410);
  }
  return row as SessionRow & { userId: number; endsAt: Date };
}
