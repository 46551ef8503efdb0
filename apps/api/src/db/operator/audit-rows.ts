import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { containing } from '../like-pattern.ts';
import { auditLog } from '../schema/operator.ts';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = Omit<typeof auditLog.$inferInsert, 'id' | 'at'>;

export interface AuditFilter {
  q: string;
  entity: string;
  staff: string;
  from?: Date;
  to?: Date;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.entity) parts.push(eq(auditLog.entity, filter.entity));
  if (filter.staff) parts.push(eq(auditLog.staffLogin, filter.staff));
  if (filter.from) parts.push(gte(auditLog.at, filter.from));
  if (filter.to) parts.push(lt(auditLog.at, filter.to));
  if (filter.q) {
    const like = containing(filter.q);
    parts.push(
      or(
        ilike(auditLog.action, like),
        ilike(auditLog.entityId, like),
        ilike(auditLog.staffLogin, like),
        ilike(auditLog.reason, like),
        ilike(sql`coalesce(${auditLog.before}::text, '')`, like),
        ilike(sql`coalesce(${auditLog.after}::text, '')`, like),
      ),
    );
  }
  return parts.length ? and(...parts) : undefined;
}

/** audit_log (migration 0037): written only inside the transaction of the change it records. */
export const auditRows = {
  async insert(tx: Db, row: NewAuditRow): Promise<void> {
    await tx.insert(auditLog).values(row);
  },

  /** A page of the log, newest first. */
  async search(
    db: Db,
    filter: AuditFilter,
    page: { limit: number; offset: number },
  ): Promise<{ count: number; items: AuditRow[] }> {
    const where = whereOf(filter);
    const [total] = await db.select({ n: count() }).from(auditLog).where(where);
    const items = await db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset);
    return { count: Number(total?.n ?? 0), items };
  },
};
