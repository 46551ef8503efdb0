import { sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { rowsOf } from '../raw-rows.ts';
import type { ReminderKind } from '../schema/reminders.ts';

/** A reminder whose moment has come and that nobody has claimed yet. */
export interface DueReminder {
  sessionId: number;
  userId: number;
  kind: ReminderKind;
  endsAt: Date;
  /** When it is meant to go out: the end minus minutesBefore, or the end. */
  moment: Date;
  zone: string;
  plate: string;
  atNight: boolean;
  pushOn: boolean;
  fallback: 'sms' | 'email';
  phone: string | null;
  email: string | null;
  emailConfirmed: boolean;
  /** The language of the account's newest push subscription, else the one the reminders were set in. */
  lang: string | null;
}

interface Row {
  session_id: string | number;
  user_id: number;
  kind: ReminderKind;
  ends_at: Date | string;
  moment: Date | string;
  zone: string;
  plate: string;
  at_night: boolean;
  push_off: boolean;
  fallback: 'sms' | 'email';
  phone: string | null;
  email: string | null;
  email_confirmed: boolean;
  lang: string | null;
}

/**
 * The running drivers' stays whose reminder moment lies in (now - windowMs, now] and whose
 * (stay, kind, end) has no claim yet: 'before_end' while the stay still runs (and not for a stay
 * shorter than the lead time), 'ended' once it has ended. Only what the settings ask for.
 */
export async function dueReminderRows(
  db: Db,
  now: Date,
  windowMs: number,
  limit: number,
): Promise<DueReminder[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const since = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const rows = await rowsOf<Row>(
    db,
    sql`
    WITH candidates AS (
      SELECT s.id AS session_id, s.user_id, 'before_end'::text AS kind, s.ends_at,
             s.ends_at - make_interval(mins => st.reminder_minutes) AS moment, s.zone, s.plate, st
        FROM parking_sessions s JOIN user_settings st ON st.user_id = s.user_id
       WHERE s.status = 'active' AND s.ends_at IS NOT NULL AND st.check_parking_session_before
         AND s.ends_at > ${at} AND s.ends_at <= ${at} + interval '15 minutes'
         AND s.ends_at - make_interval(mins => st.reminder_minutes) > s.starts_at
      UNION ALL
      SELECT s.id, s.user_id, 'ended', s.ends_at, s.ends_at, s.zone, s.plate, st
        FROM parking_sessions s JOIN user_settings st ON st.user_id = s.user_id
       WHERE s.status = 'active' AND s.ends_at IS NOT NULL AND st.check_parking_session
         AND s.ends_at <= ${at} AND s.ends_at > ${since}
    )
    SELECT c.session_id, c.user_id, c.kind, c.ends_at, c.moment, c.zone, c.plate,
           (c.st).reminders_at_night AS at_night, (c.st).push_off AS push_off,
           (c.st).reminder_fallback AS fallback, u.phone, u.email, u.email_confirmed AS email_confirmed,
           COALESCE((SELECT p.lang FROM push_subscriptions p WHERE p.user_id = c.user_id ORDER BY p.id DESC LIMIT 1),
                    (c.st).reminder_lang) AS lang
      FROM candidates c JOIN users u ON u.id = c.user_id
     WHERE c.moment <= ${at} AND c.moment > ${since}
       AND NOT EXISTS (SELECT 1 FROM parking_reminders r
                        WHERE r.session_id = c.session_id AND r.kind = c.kind AND r.ends_at = c.ends_at)
     ORDER BY c.moment
     LIMIT ${limit}`,
  );
  return rows.map((r) => ({
    sessionId: Number(r.session_id),
    userId: r.user_id,
    kind: r.kind,
    endsAt: new Date(r.ends_at),
    moment: new Date(r.moment),
    zone: r.zone,
    plate: r.plate,
    atNight: r.at_night,
    pushOn: !r.push_off,
    fallback: r.fallback,
    phone: r.phone,
    email: r.email,
    emailConfirmed: r.email_confirmed,
    lang: r.lang,
  }));
}

/**
 * Claims one reminder: true when this caller inserted the (stay, kind, end) row and so sends
 * it. Run it in the transaction that queues the message, then attach the outbox row.
 */
export async function claimReminder(
  db: Db,
  claim: { sessionId: number; kind: ReminderKind; endsAt: Date },
): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`INSERT INTO parking_reminders (session_id, kind, ends_at)
        VALUES (${claim.sessionId}, ${claim.kind}, ${claim.endsAt.toISOString()}::timestamptz)
        ON CONFLICT (session_id, kind, ends_at) DO NOTHING RETURNING session_id`,
  );
  return rows.length === 1;
}

export async function attachReminderOutbox(
  db: Db,
  claim: { sessionId: number; kind: ReminderKind; endsAt: Date },
  outboxId: number,
): Promise<void> {
  await db.execute(
    sql`UPDATE parking_reminders SET outbox_id = ${outboxId}
         WHERE session_id = ${claim.sessionId} AND kind = ${claim.kind} AND ends_at = ${claim.endsAt.toISOString()}::timestamptz`,
  );
}
