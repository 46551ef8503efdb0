import { sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { containing } from '../like-pattern.ts';
import { rowsOf } from '../raw-rows.ts';
import type { ReceiptPayeeRow, ReceiptRow } from '../schema/receipts.ts';

/** The operator printed as the payee (migration 0023, receipt_payee). */
export type PayeeDetails = Omit<ReceiptPayeeRow, 'id'>;

/** A receipt with its payee as printed (receipts.payee keeps that copy). */
export interface ReceiptRecord extends Omit<ReceiptRow, 'payee' | 'paidLedgerTransactionId'> {
  payee: PayeeDetails;
}

const COLUMNS = sql`id, user_id, type, source, status, sum_kopecks, uin, purpose, payer, payee, subscription_id,
  subscription_start::text AS subscription_start, created_at, paid_at`;

const asJson = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as Record<string, unknown>) : v);

function toRecord(row: Record<string, unknown>): ReceiptRecord {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    type: row.type as ReceiptRecord['type'],
    source: row.source as ReceiptRecord['source'],
    status: row.status as ReceiptRecord['status'],
    sumKopecks: Number(row.sum_kopecks),
    uin: String(row.uin),
    purpose: String(row.purpose),
    payer: asJson(row.payer) as Record<string, unknown>,
    payee: asJson(row.payee) as unknown as PayeeDetails,
    subscriptionId: row.subscription_id === null ? null : Number(row.subscription_id),
    subscriptionStart: (row.subscription_start as string | null) ?? null,
    createdAt: new Date(row.created_at as string | Date),
    paidAt: row.paid_at === null ? null : new Date(row.paid_at as string | Date),
  };
}

export const receiptRows = {
  async payee(db: Db): Promise<PayeeDetails | null> {
    const [row] = await rowsOf(
      db,
      sql`SELECT name, inn, kpp, account, bank_name, bik, corr_account, address, uin_prefix FROM receipt_payee WHERE id = 1`,
    );
    if (!row) return null;
    return {
      name: String(row.name),
      inn: String(row.inn),
      kpp: String(row.kpp),
      account: String(row.account),
      bankName: String(row.bank_name),
      bik: String(row.bik),
      corrAccount: String(row.corr_account),
      address: String(row.address),
      uinPrefix: String(row.uin_prefix),
    };
  },

  /** Fills the payee when there is none (the demo cities); an operator's own row is kept. */
  async insertPayeeIfMissing(db: Db, p: PayeeDetails): Promise<void> {
    await db.execute(sql`INSERT INTO receipt_payee (id, name, inn, kpp, account, bank_name, bik, corr_account, address, uin_prefix)
      VALUES (1, ${p.name}, ${p.inn}, ${p.kpp}, ${p.account}, ${p.bankName}, ${p.bik}, ${p.corrAccount}, ${p.address}, ${p.uinPrefix})
      ON CONFLICT (id) DO NOTHING`);
  },

  /** The next receipt number: the UIN is made from it before the row is written. */
  async nextId(db: Db): Promise<number> {
    const [row] = await rowsOf(db, sql`SELECT nextval('receipts_id_seq') AS id`);
    return Number(row!.id);
  },

  async insert(
    db: Db,
    r: Omit<ReceiptRecord, 'status' | 'paidAt' | 'subscriptionId' | 'subscriptionStart'> & {
      subscriptionId?: number | null;
      subscriptionStart?: string | null;
    },
  ): Promise<ReceiptRecord> {
    const [row] = await rowsOf(
      db,
      sql`INSERT INTO receipts (id, user_id, type, source, sum_kopecks, uin, purpose, payer, payee, subscription_id,
            subscription_start, created_at)
          VALUES (${r.id}, ${r.userId}, ${r.type}, ${r.source}, ${r.sumKopecks}, ${r.uin}, ${r.purpose},
            ${JSON.stringify(r.payer)}::jsonb, ${JSON.stringify(r.payee)}::jsonb, ${r.subscriptionId ?? null},
            ${r.subscriptionStart ?? null}::date, ${r.createdAt.toISOString()}::timestamptz)
          RETURNING ${COLUMNS}`,
    );
    return toRecord(row!);
  },

  /** A driver's receipts, newest first. */
  async listOf(db: Db, userId: number, limit = 500): Promise<ReceiptRecord[]> {
    const rows = await rowsOf(
      db,
      sql`SELECT ${COLUMNS} FROM receipts WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
    );
    return rows.map(toRecord);
  },

  /** One of the driver's receipts; another driver's number is not found. */
  async ownedBy(db: Db, userId: number, id: number): Promise<ReceiptRecord | null> {
    const [row] = await rowsOf(
      db,
      sql`SELECT ${COLUMNS} FROM receipts WHERE id = ${id} AND user_id = ${userId}`,
    );
    return row ? toRecord(row) : null;
  },

  /** A receipt by its number, whoever's it is (the console). */
  async byId(db: Db, id: number): Promise<ReceiptRecord | null> {
    const [row] = await rowsOf(db, sql`SELECT ${COLUMNS} FROM receipts WHERE id = ${id}`);
    return row ? toRecord(row) : null;
  },

  /**
   * The console's search, newest first: q is the number or the UIN (digits, exactly), or part of
   * the payer's name or INN; status narrows when given.
   */
  async search(
    db: Db,
    filter: { q: string; status?: ReceiptRecord['status'] },
    page: { limit: number; offset: number },
  ): Promise<{ count: number; items: ReceiptRecord[] }> {
    const { q, status } = filter;
    const payerText = sql`concat_ws(' ', payer->>'lastName', payer->>'firstName', payer->>'middleName',
      payer->>'name', payer->>'inn')`;
    const number = /^\d{1,12}$/.test(q) ? sql` OR id = ${Number(q)}` : sql``;
    const where = sql`${status ? sql`status = ${status}` : sql`TRUE`}
      ${q === '' ? sql`` : sql`AND (uin = ${q} OR ${payerText} ILIKE ${containing(q)}${number})`}`;
    const rows = await rowsOf(
      db,
      sql`SELECT ${COLUMNS}, count(*) OVER () AS total FROM receipts WHERE ${where}
          ORDER BY created_at DESC, id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    );
    const count = rows[0]
      ? Number(rows[0].total)
      : Number((await rowsOf(db, sql`SELECT count(*) AS n FROM receipts WHERE ${where}`))[0]!.n);
    return { count, items: rows.map(toRecord) };
  },

  /** The receipt of a UIN, locked for the payment registration. */
  async byUinForUpdate(db: Db, uin: string): Promise<ReceiptRecord | null> {
    const [row] = await rowsOf(db, sql`SELECT ${COLUMNS} FROM receipts WHERE uin = ${uin} FOR UPDATE`);
    return row ? toRecord(row) : null;
  },

  async markPaid(db: Db, id: number, paidAt: Date, ledgerTransactionId: number): Promise<boolean> {
    const rows = await rowsOf(
      db,
      sql`UPDATE receipts SET status = 'paid', paid_at = ${paidAt.toISOString()}::timestamptz,
            paid_ledger_transaction_id = ${ledgerTransactionId}
          WHERE id = ${id} AND status = 'awaiting' RETURNING id`,
    );
    return rows.length === 1;
  },

  /** The subscription's start after activation (a late payment moves it). */
  async setSubscriptionStart(db: Db, id: number, date: string): Promise<void> {
    await db.execute(sql`UPDATE receipts SET subscription_start = ${date}::date WHERE id = ${id}`);
  },

  /**
   * The history row of a subscription paid by receipt (its ledger move carries operationWritten,
   * so the ledger trigger leaves it to us, as the balance purchase does).
   */
  async writeSubscriptionOperation(
    db: Db,
    o: {
      userId: number;
      ledgerTransactionId: number;
      occurredAt: string;
      amount: number;
      subscriptionId: number;
      startsAt: Date;
      endsAt: Date;
    },
  ): Promise<void> {
    await db.execute(sql`
      INSERT INTO profile_operations (user_id, occurred_at, type, amount, status, ledger_transaction_id,
                                      zone, plate, starts_at, ends_at, payment_method)
      SELECT ${o.userId}, ${o.occurredAt}::timestamptz, 'paymentSubscription', ${o.amount}, 'done', ${o.ledgerTransactionId},
             array_to_string(b.zones, ', '), b.plate, ${o.startsAt.toISOString()}::timestamptz,
             ${o.endsAt.toISOString()}::timestamptz, 'Квитанция'
        FROM benefits b WHERE b.id = ${o.subscriptionId}
      ON CONFLICT DO NOTHING`);
  },
};
