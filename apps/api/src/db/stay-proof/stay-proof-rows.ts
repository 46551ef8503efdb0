import { sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { rowsOf } from '../raw-rows.ts';
import type { SessionStatus } from '../schema/sessions.ts';

/** A stay as its proof reads it, straight from the stay, its payment and its parking. */
export interface StayProofRecord {
  code: string;
  sessionId: number;
  status: SessionStatus;
  plate: string;
  zone: string;
  zoneAddress: string | null;
  startsAt: Date;
  endsAt: Date | null;
  sumKopecks: number;
  /** Given back: the cancel's unused time and support's posted stay refunds. */
  refundedKopecks: number;
  cardRefunded: boolean;
  paidAt: Date;
}

const toDate = (v: unknown) => new Date(v as string | Date);

export const stayProofRows = {
  /**
   * The stay's code: this one when the stay has none yet, else the one it has. ON CONFLICT on
   * the session's unique key makes two racing requests (or instances) agree; `created` tells
   * the one that made it.
   */
  async ensure(db: Db, sessionId: number, code: string): Promise<{ code: string; created: boolean }> {
    const [made] = await rowsOf<{ code: string }>(
      db,
      sql`INSERT INTO stay_proofs (code, session_id) VALUES (${code}, ${sessionId})
        ON CONFLICT (session_id) DO NOTHING RETURNING code`,
    );
    if (made) return { code: made.code, created: true };
    const [kept] = await rowsOf<{ code: string }>(
      db,
      sql`SELECT code FROM stay_proofs WHERE session_id = ${sessionId}`,
    );
    return { code: kept!.code, created: false };
  },

  /** The stay's code if it has one (reads only: a proof is made by its payer or its settlement). */
  async codeOf(db: Db, sessionId: number): Promise<string | null> {
    const [row] = await rowsOf<{ code: string }>(
      db,
      sql`SELECT code FROM stay_proofs WHERE session_id = ${sessionId}`,
    );
    return row?.code ?? null;
  },

  /** What the stay behind a code is now; null for an unknown code. */
  async byCode(db: Db, code: string): Promise<StayProofRecord | null> {
    const [row] = await rowsOf(
      db,
      sql`SELECT sp.code, ps.id, ps.status, ps.plate, ps.zone, ps.starts_at, ps.ends_at, ps.sum_kopecks,
          ps.refund_kopecks + COALESCE((SELECT sum(d.amount) FROM driver_corrections d
            WHERE d.session_id = ps.id AND d.kind = 'stayRefund' AND d.status = 'posted'), 0) AS refunded,
          (cp.status = 'refunded') AS card_refunded,
          COALESCE(cp.settled_at, ps.created_at) AS paid_at,
          COALESCE(mo.address, z.name_ru) AS zone_address
        FROM stay_proofs sp
        JOIN parking_sessions ps ON ps.id = sp.session_id
        LEFT JOIN card_payments cp ON cp.id = ps.card_payment_id
        LEFT JOIN map_objects mo ON mo.code = ps.parking_code
        LEFT JOIN zones z ON z.zonenumber = ps.zone
        WHERE sp.code = ${code}`,
    );
    if (!row) return null;
    return {
      code: String(row.code),
      sessionId: Number(row.id),
      status: row.status as SessionStatus,
      plate: String(row.plate),
      zone: String(row.zone),
      zoneAddress: row.zone_address === null ? null : String(row.zone_address),
      startsAt: toDate(row.starts_at),
      endsAt: row.ends_at === null ? null : toDate(row.ends_at),
      sumKopecks: Number(row.sum_kopecks),
      refundedKopecks: Number(row.refunded),
      cardRefunded: row.card_refunded === true,
      paidAt: toDate(row.paid_at),
    };
  },
};
