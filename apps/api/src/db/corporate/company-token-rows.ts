import { sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';

/** The company a corporate token names (auth_tokens.company_id, migration 0028). */
export const companyTokenRows = {
  /** The token's company when it is still enabled; null otherwise. */
  async companyOf(db: Db, tokenId: number): Promise<{ id: number; inn: string } | null> {
    const result = await db.execute(sql`SELECT c.id, c.inn FROM auth_tokens t
      JOIN companies c ON c.id = t.company_id
      WHERE t.id = ${tokenId} AND t.kind = 'corporate' AND c.disabled_at IS NULL`);
    const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
    return row ? { id: Number(row.id), inn: String(row.inn) } : null;
  },
};
