import type { Language } from '@parking/domain/i18n/languages';
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { ReminderSettings } from '@parking/domain/reminders/reminder-contracts';
import { DEFAULT_REMINDER_SETTINGS } from '@parking/domain/reminders/reminder-contracts';
import type { CityContext } from '../../config/city-context.ts';
import { parseEnv } from '../../config/env.ts';
import { reminderSettingsRows } from '../../db/reminders/reminder-settings-rows.ts';
import { createTransports } from '../delivery/create-transports.ts';
import { startDeliveryWorker, type DeliveryWorker } from '../delivery/delivery-worker.ts';
import type { PushServiceStandIn } from '../delivery/testing/push-service-stand-in.ts';

/** Helpers for the reminder tests (not a test file itself): drivers, stays, a delivery worker. */

export const PUBLIC_URL = 'https://parking.example';

/** A driver made in the database with these reminder settings, a phone and an e-mail. */
export async function reminderDriver(
  city: CityContext,
  settings: Partial<ReminderSettings>,
  lang: Language = 'ru',
): Promise<number> {
  const phone = `7999${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const { rows } = await city.query('INSERT INTO users (email, phone) VALUES ($1, $2) RETURNING id', [
    `driver-${randomUUID()}@example.test`,
    phone,
  ]);
  const userId = Number(rows[0]!.id);
  await reminderSettingsRows.set(city.db, userId, { ...DEFAULT_REMINDER_SETTINGS, ...settings }, lang);
  return userId;
}

/** A running paid stay of the driver's from `start` to `end` (ISO), in zone T1. */
export async function stay(city: CityContext, userId: number, start: string, end: string): Promise<number> {
  const { rows } = await city.query(
    `INSERT INTO parking_sessions (user_id, kind, status, zone, plate, category, number_format, starts_at, ends_at,
                                   duration_minutes, payment_method)
     VALUES ($1, 'payment', 'active', 'T1', $2, 'B', 'rus', $3, $4, 60, 'balance') RETURNING id`,
    [userId, `X${randomUUID().slice(0, 8)}`, start, end],
  );
  return Number(rows[0]!.id);
}

/** The real delivery worker over this city: SMS and e-mail to the dev outbox, push to the stand-in. */
export function startWorker(city: CityContext, push: PushServiceStandIn): DeliveryWorker {
  const env = parseEnv({ NODE_ENV: 'test', OUTBOUND_ALLOW_HOSTS: push.hostPort });
  const log = Fastify({ logger: false }).log;
  const timing = { pollMs: 30, retryBaseMs: 30, retryMaxMs: 60, maxAttempts: 3, sendTimeoutMs: 3000 };
  return startDeliveryWorker({
    cities: () => [city],
    transports: createTransports(env, log, timing.sendTimeoutMs, {
      maxAttempts: timing.maxAttempts,
      ca: push.ca,
    }),
    log,
    publicUrl: PUBLIC_URL,
    timing,
  });
}

/** The reminder outbox rows of a stay, oldest first. */
export async function remindersOf(city: CityContext, sessionId: number) {
  const { rows } = await city.query(
    `SELECT r.kind, r.ends_at, o.id, o.channel, o.recipient, o.status, o.vars, o.last_error
       FROM parking_reminders r LEFT JOIN outbox o ON o.id = r.outbox_id
      WHERE r.session_id = $1 ORDER BY r.created_at, o.id`,
    [sessionId],
  );
  return rows as {
    kind: string;
    channel: string;
    recipient: string;
    status: string;
    vars: Record<string, string>;
    last_error: string | null;
  }[];
}
