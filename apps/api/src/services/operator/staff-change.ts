import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import { auditRows } from '../../db/operator/audit-rows.ts';

/** Who makes a staff change, and from where (the route builds it from the request). */
export interface StaffActor {
  /** Null for a script run by hand on the server (create-operator). */
  id: number | null;
  login: string;
  ip: string;
}

/** A script run by hand on the server (scripts/<name>.ts) as the author of a change. */
export const scriptActor = (name: string): StaffActor => ({ id: null, login: `scripts/${name}`, ip: '' });

/** What a staff change did, for the audit log. */
export interface ChangeRecord<T> {
  /** '<entity>.<verb>', e.g. 'staff.create', 'tariff.schedule'. */
  action: string;
  entity: string;
  entityId: string | number;
  /** The state before and after, as the console shows it (never a password or its hash). */
  before: unknown;
  after: unknown;
  reason?: string;
  /** What the call answers. */
  result: T;
}

/**
 * Runs one staff change and writes its audit record in the same transaction, so there is never
 * a change without its record or a record of a change that rolled back. Every service that
 * changes data for a staff member goes through here; a refusal thrown by `change` writes
 * nothing.
 */
export async function recordStaffChange<T>(
  city: CityContext,
  actor: StaffActor,
  change: (tx: Db) => Promise<ChangeRecord<T>>,
): Promise<T> {
  return city.db.transaction(async (tx) => {
    const done = await change(tx);
    await auditRows.insert(tx, {
      staffId: actor.id,
      staffLogin: actor.login,
      clientIp: actor.ip,
      action: done.action,
      entity: done.entity,
      entityId: String(done.entityId),
      before: done.before ?? null,
      after: done.after ?? null,
      reason: done.reason ?? '',
    });
    return done.result;
  });
}
