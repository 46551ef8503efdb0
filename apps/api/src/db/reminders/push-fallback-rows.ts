import { sql } from 'drizzle-orm';
import type { Language } from '@parking/domain/i18n/languages';
import type { Db } from '../db-types.ts';
import { rowsOf } from '../raw-rows.ts';
import type { MessageTemplate } from '../schema/outbox.ts';

/** Where an account may be reached besides push, and the way it chose. */
export interface AccountContact {
  phone: string | null;
  email: string | null;
  fallback: 'sms' | 'email';
}

export async function accountContact(db: Db, userId: number): Promise<AccountContact | null> {
  const [row] = await rowsOf<AccountContact>(
    db,
    sql`SELECT u.phone, u.email, coalesce(st.reminder_fallback, 'sms') AS fallback
          FROM users u LEFT JOIN user_settings st ON st.user_id = u.id
         WHERE u.id = ${userId}`,
  );
  return row ?? null;
}

/** A push row still being sent by someone, locked: what it says, to re-send it another way. */
export async function lockSendingMessage(
  db: Db,
  id: number,
): Promise<{ template: MessageTemplate; vars: Record<string, string>; lang: Language } | null> {
  const [row] = await rowsOf<{ template: MessageTemplate; vars: Record<string, string>; lang: Language }>(
    db,
    sql`SELECT template, vars, lang FROM outbox WHERE id = ${id} AND status = 'sending' FOR UPDATE`,
  );
  return row ?? null;
}

/** Finishes a row another way than the worker's own bookkeeping (its later update then finds it done). */
export async function finishMessage(
  db: Db,
  id: number,
  status: 'sent' | 'failed',
  note: string,
): Promise<void> {
  await db.execute(
    sql`UPDATE outbox SET status = ${status}, sent_at = CASE WHEN ${status} = 'sent' THEN now() END,
               last_error = ${note.slice(0, 500)}
         WHERE id = ${id}`,
  );
}

export async function messageAttempts(db: Db, id: number): Promise<number> {
  const [row] = await rowsOf<{ attempts: number }>(db, sql`SELECT attempts FROM outbox WHERE id = ${id}`);
  return Number(row?.attempts ?? 0);
}
