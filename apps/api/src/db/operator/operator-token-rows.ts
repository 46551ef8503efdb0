import { sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { rowsOf } from '../raw-rows.ts';

/**
 * The operator side of auth_tokens (migration 0027): an operator token names its operator in
 * operator_id and no driver. Only the token's SHA-256 is stored, as for every token.
 */
export const operatorTokenRows = {
  async insert(db: Db, tokenHash: string, operatorId: number, lifetimeSeconds: number): Promise<void> {
    await db.execute(sql`INSERT INTO auth_tokens (token_hash, kind, operator_id, expires_at)
      VALUES (${tokenHash}, 'operator', ${operatorId}, now() + make_interval(secs => ${lifetimeSeconds}))`);
  },

  /** The operator an operator token names, when the operator is still enabled. */
  async operatorOf(db: Db, tokenId: number): Promise<{ id: number; login: string; name: string } | null> {
    const [row] = await rowsOf(
      db,
      sql`SELECT o.id, o.login, o.name FROM auth_tokens t
      JOIN operators o ON o.id = t.operator_id
      WHERE t.id = ${tokenId} AND t.kind = 'operator' AND o.disabled_at IS NULL`,
    );
    return row ? { id: Number(row.id), login: String(row.login), name: String(row.name) } : null;
  },
};
