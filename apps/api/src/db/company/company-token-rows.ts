import { sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { rowsOf } from '../raw-rows.ts';

/** The company a corporate token names (auth_tokens.company_id, migration 0028). */
export const companyTokenRows = {
  /** The token's company when it is still enabled; null otherwise. */
  async companyOf(db: Db, tokenId: number): Promise<{ id: number; inn: string } | null> {
    const [row] = await rowsOf(
      db,
      sql`SELECT c.id, c.inn FROM auth_tokens t
      JOIN companies c ON c.id = t.company_id
      WHERE t.id = ${tokenId} AND t.kind = 'corporate' AND c.disabled_at IS NULL`,
    );
    return row ? { id: Number(row.id), inn: String(row.inn) } : null;
  },
};
