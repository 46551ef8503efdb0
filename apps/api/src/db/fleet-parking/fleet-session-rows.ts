import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { rowsOf } from '../raw-rows.ts';
import type { CompanyDriverRow } from '../schema/company.ts';
import { parkingSessions, type SessionRow } from '../schema/sessions.ts';
import { isCurrentAt } from '../sessions/session-rows.ts';

/** A company driver as the company's sessions list names them. */
export type SessionDriver = Pick<CompanyDriverRow, 'id' | 'lastName' | 'firstName' | 'middleName' | 'phone'>;

/** The company's fleet sessions (migration 0028's parking_sessions.company_id). */
export const fleetSessionRows = {
  /** The company's current sessions (session-rows' isCurrentAt), newest first. */
  async currentOfCompany(db: Db, companyId: number, now: Date): Promise<SessionRow[]> {
    return db
      .select()
      .from(parkingSessions)
      .where(and(eq(parkingSessions.companyId, companyId), isCurrentAt(now)))
      .orderBy(desc(parkingSessions.startsAt), desc(parkingSessions.id));
  },

  /** The company's drivers named by its live (active or waiting) sessions, by id. */
  async driversOfLiveSessions(db: Db, companyId: number): Promise<Map<number, SessionDriver>> {
    const rows = await rowsOf(
      db,
      sql`
      SELECT d.id, d.last_name, d.first_name, d.middle_name, d.phone
        FROM company_drivers d
       WHERE d.company_id = ${companyId}
         AND d.id IN (SELECT s.company_driver_id FROM parking_sessions s
                       WHERE s.company_id = ${companyId} AND s.status IN ('active', 'waiting'))`,
    );
    return new Map(
      rows.map((r) => [
        Number(r.id),
        {
          id: Number(r.id),
          lastName: String(r.last_name),
          firstName: String(r.first_name),
          middleName: String(r.middle_name),
          phone: String(r.phone),
        },
      ]),
    );
  },
};
