import { sql, type SQL } from 'drizzle-orm';
import type { AppealStatus, MessageAuthor } from '@parking/domain/feedback/appeal-contracts';
import type { Language } from '@parking/domain/i18n/languages';
import type { Db } from '../db-types.ts';
import { rowsOf } from '../raw-rows.ts';
import type { AppealMessageRow, AppealRow } from '../schema/feedback.ts';

/** appeals and appeal_messages (migration 0027). Instants leave as ISO 8601 UTC text. */

export interface AppealRecord extends Omit<AppealRow, 'createdAt' | 'updatedAt' | 'driverReadMessageId'> {
  createdAt: string;
  updatedAt: string;
}

export interface MessageRecord extends Omit<AppealMessageRow, 'operatorId' | 'createdAt'> {
  createdAt: string;
}

export interface OperatorAppealRecord extends AppealRecord {
  driverName: string;
  driverEmail: string;
  driverPhone: string;
  messagesCount: number;
  lastMessage: MessageRecord | null;
}

const iso = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const APPEAL_COLUMNS = sql`a.id, a.user_id, a.topic_code, a.phone, a.email, a.lang, a.status,
  ${iso(sql`a.created_at`)} AS created_at, ${iso(sql`a.updated_at`)} AS updated_at`;
/** The appeal's newest message, as columns m_*. */
const LAST_MESSAGE = sql`LEFT JOIN LATERAL (
    SELECT id AS m_id, author AS m_author, text AS m_text, ${iso(sql`created_at`)} AS m_created_at
    FROM appeal_messages WHERE appeal_id = a.id ORDER BY id DESC LIMIT 1
  ) m ON true`;

function appealOf(row: Record<string, unknown>): AppealRecord {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    topicCode: String(row.topic_code),
    phone: String(row.phone),
    email: String(row.email),
    lang: row.lang === 'en' ? 'en' : 'ru',
    status: row.status as AppealStatus,
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
  };
}

function messageOf(row: Record<string, unknown>, prefix = ''): MessageRecord {
  return {
    id: Number(row[`${prefix}id`]),
    appealId: Number(row[prefix ? 'id' : 'appeal_id']),
    author: row[`${prefix}author`] as MessageAuthor,
    text: String(row[`${prefix}text`]),
    createdAt: String(row[`${prefix}created_at`]),
  };
}

function lastMessageOf(row: Record<string, unknown>): MessageRecord | null {
  return row.m_id === null || row.m_id === undefined ? null : messageOf(row, 'm_');
}

function operatorAppealOf(row: Record<string, unknown>): OperatorAppealRecord {
  return {
    ...appealOf(row),
    driverName: [row.last_name, row.first_name, row.middle_name].filter(Boolean).join(' '),
    driverEmail: String(row.driver_email ?? ''),
    driverPhone: String(row.driver_phone ?? ''),
    messagesCount: Number(row.messages_count ?? 0),
    lastMessage: lastMessageOf(row),
  };
}

const OPERATOR_SELECT = sql`SELECT ${APPEAL_COLUMNS}, m.*, u.first_name, u.last_name, u.middle_name,
    u.email AS driver_email, coalesce(u.phone, '') AS driver_phone,
    (SELECT count(*) FROM appeal_messages c WHERE c.appeal_id = a.id) AS messages_count
  FROM appeals a JOIN users u ON u.id = a.user_id ${LAST_MESSAGE}`;

export const appealRows = {
  /** The appeal and its first message (the form's text), in the caller's transaction. */
  async insert(
    db: Db,
    appeal: { userId: number; topicCode: string; phone: string; email: string; lang: Language; text: string },
  ): Promise<number> {
    const [row] = await rowsOf(
      db,
      sql`INSERT INTO appeals (user_id, topic_code, phone, email, lang)
        VALUES (${appeal.userId}, ${appeal.topicCode}, ${appeal.phone}, ${appeal.email}, ${appeal.lang}) RETURNING id`,
    );
    const id = Number(row!.id);
    await db.execute(
      sql`INSERT INTO appeal_messages (appeal_id, author, text) VALUES (${id}, 'driver', ${appeal.text})`,
    );
    return id;
  },

  /**
   * The driver's appeals with their newest message and how many operator replies came after the
   * driver's read mark (migration 0035), latest activity first.
   */
  async listOfDriver(
    db: Db,
    userId: number,
  ): Promise<{ appeal: AppealRecord; lastMessage: MessageRecord | null; unread: number }[]> {
    const rows = await rowsOf(
      db,
      sql`SELECT ${APPEAL_COLUMNS}, m.*,
          (SELECT count(*) FROM appeal_messages u WHERE u.appeal_id = a.id AND u.author = 'operator'
            AND u.id > a.driver_read_message_id) AS unread
        FROM appeals a ${LAST_MESSAGE}
        WHERE a.user_id = ${userId} ORDER BY a.updated_at DESC, a.id DESC LIMIT 500`,
    );
    return rows.map((row) => ({
      appeal: appealOf(row),
      lastMessage: lastMessageOf(row),
      unread: Number(row.unread ?? 0),
    }));
  },

  /** The driver has seen the appeal up to this message; the mark never moves back. */
  async markReadByDriver(db: Db, appealId: number, messageId: number): Promise<void> {
    await db.execute(
      sql`UPDATE appeals SET driver_read_message_id = ${messageId}
        WHERE id = ${appealId} AND driver_read_message_id < ${messageId}`,
    );
  },

  /** The appeal when it is this driver's; with forUpdate, locked until the transaction ends. */
  async ofDriver(db: Db, userId: number, id: number, forUpdate = false): Promise<AppealRecord | null> {
    const [row] = await rowsOf(
      db,
      sql`SELECT ${APPEAL_COLUMNS} FROM appeals a WHERE a.id = ${id} AND a.user_id = ${userId}
        ${forUpdate ? sql`FOR UPDATE` : sql``}`,
    );
    return row ? appealOf(row) : null;
  },

  async byId(db: Db, id: number, forUpdate = false): Promise<AppealRecord | null> {
    const [row] = await rowsOf(
      db,
      sql`SELECT ${APPEAL_COLUMNS} FROM appeals a WHERE a.id = ${id} ${forUpdate ? sql`FOR UPDATE` : sql``}`,
    );
    return row ? appealOf(row) : null;
  },

  /** The appeal's messages, oldest first. */
  async messages(db: Db, appealId: number): Promise<MessageRecord[]> {
    const rows = await rowsOf(
      db,
      sql`SELECT id, appeal_id, author, text, ${iso(sql`created_at`)} AS created_at
        FROM appeal_messages WHERE appeal_id = ${appealId} ORDER BY id`,
    );
    return rows.map((row) => messageOf(row));
  },

  /** Adds a message and marks the appeal's activity; a reply may move the status on too. */
  async addMessage(
    db: Db,
    m: {
      appealId: number;
      author: MessageAuthor;
      operatorId: number | null;
      text: string;
      status?: AppealStatus;
    },
  ): Promise<MessageRecord> {
    const [row] = await rowsOf(
      db,
      sql`INSERT INTO appeal_messages (appeal_id, author, operator_id, text)
        VALUES (${m.appealId}, ${m.author}, ${m.operatorId}, ${m.text})
        RETURNING id, appeal_id, author, text, ${iso(sql`created_at`)} AS created_at`,
    );
    await db.execute(
      sql`UPDATE appeals SET updated_at = now() ${m.status ? sql`, status = ${m.status}` : sql``} WHERE id = ${m.appealId}`,
    );
    return messageOf(row!);
  },

  async setStatus(db: Db, id: number, status: AppealStatus): Promise<boolean> {
    const rows = await rowsOf(
      db,
      sql`UPDATE appeals SET status = ${status}, updated_at = now() WHERE id = ${id} RETURNING id`,
    );
    return rows.length > 0;
  },

  /** The operator's list: one status or all, latest activity first, a page of it and the total. */
  async listForOperator(
    db: Db,
    q: { status: AppealStatus | null; limit: number; offset: number },
  ): Promise<{ count: number; items: OperatorAppealRecord[] }> {
    const where = q.status ? sql`WHERE a.status = ${q.status}` : sql``;
    const [total] = await rowsOf(db, sql`SELECT count(*) AS n FROM appeals a ${where}`);
    const rows = await rowsOf(
      db,
      sql`${OPERATOR_SELECT} ${where} ORDER BY a.updated_at DESC, a.id DESC LIMIT ${q.limit} OFFSET ${q.offset}`,
    );
    return { count: Number(total?.n ?? 0), items: rows.map(operatorAppealOf) };
  },

  async forOperator(db: Db, id: number): Promise<OperatorAppealRecord | null> {
    const [row] = await rowsOf(db, sql`${OPERATOR_SELECT} WHERE a.id = ${id}`);
    return row ? operatorAppealOf(row) : null;
  },
};
