import { sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { rowsOf } from '../raw-rows.ts';
import type { Operator } from '@parking/domain/feedback/operator-contracts';
import type { StaffRole } from '@parking/domain/staff/staff-roles';

/**
 * The operator side of auth_tokens (migration 0027): an operator token names its operator in
 * operator_id and no driver. Only the token's SHA-256 is stored, as for every token.
 */
export const operatorTokenRows = {
  async insert(db: Db, tokenHash: string, operatorId: number, lifetimeSeconds: number): Promise<void> {
    await db.execute(sql`INSERT INTO auth_tokens (token_hash, kind, operator_id, expires_at)
      VALUES (${tokenHash}, 'operator', ${operatorId}, now() + make_interval(secs => ${lifetimeSeconds}))`);
  },

  /**
   * The staff member an operator token names, when the member is enabled and the token not
   * revoked. Read on every staff call, not cached: a disabled member, a new role or a revoked
   * token takes effect on every instance at the next call.
   */
  async operatorOf(db: Db, tokenId: number): Promise<Operator | null> {
    const [row] = await rowsOf(
      db,
      sql`SELECT o.id, o.login, o.name, o.role FROM auth_tokens t
      JOIN operators o ON o.id = t.operator_id
      WHERE t.id = ${tokenId} AND t.kind = 'operator' AND t.revoked_at IS NULL AND o.disabled_at IS NULL`,
    );
    return row
      ? { id: Number(row.id), login: String(row.login), name: String(row.name), role: row.role as StaffRole }
      : null;
  },
};
