import type { AuditEntry, AuditQuerySchema } from '@parking/domain/staff/staff-contracts';
import type { z } from 'zod';
import type { CityContext } from '../../config/city-context.ts';
import { auditRows, type AuditRow } from '../../db/operator/audit-rows.ts';

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  staffId: row.staffId,
  staffLogin: row.staffLogin,
  clientIp: row.clientIp,
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  before: row.before ?? null,
  after: row.after ?? null,
  reason: row.reason,
});

/** A page of the audit log, newest first, with the filters of the console's search. */
export async function searchAudit(city: CityContext, query: z.output<typeof AuditQuerySchema>) {
  const { page, pageSize } = query;
  const found = await auditRows.search(
    city.db,
    {
      q: query.q,
      entity: query.entity,
      staff: query.staff,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
    },
    { limit: pageSize, offset: (page - 1) * pageSize },
  );
  return { count: found.count, page, pageSize, items: found.items.map(toEntry) };
}
