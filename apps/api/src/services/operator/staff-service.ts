import type {
  NewStaffRequestSchema,
  StaffChangeRequestSchema,
  StaffListQuerySchema,
  StaffMember,
} from '@parking/domain/staff/staff-contracts';
import type { z } from 'zod';
import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import { operatorRows, type StaffRecord } from '../../db/operator/operator-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { passwordHashing } from '../accounts/password-hashing.ts';
import { tokenService } from '../accounts/token-service.ts';
import { recordStaffChange, type StaffActor } from './staff-change.ts';

/** The member as the console and the audit log show it: never the password's hash. */
export const toStaffMember = (row: StaffRecord): StaffMember => ({
  id: row.id,
  login: row.login,
  name: row.name,
  role: row.role,
  disabled: row.disabledAt !== null,
  createdAt: row.createdAt.toISOString(),
});

export async function listStaff(city: CityContext, query: z.output<typeof StaffListQuerySchema>) {
  const { page, pageSize } = query;
  const found = await operatorRows.list(city.db, query.q, { limit: pageSize, offset: (page - 1) * pageSize });
  return { count: found.count, page, pageSize, items: found.items.map(toStaffMember) };
}

export async function addStaff(
  city: CityContext,
  actor: StaffActor,
  input: z.output<typeof NewStaffRequestSchema>,
): Promise<StaffMember> {
  // hashed outside the transaction: argon2 takes a while and must not hold a connection
  const passwordHash = await passwordHashing.hash(input.password);
  return recordStaffChange(city, actor, async (tx) => {
    const made = await operatorRows.insertIfMissing(tx, { ...input, passwordHash });
    if (!made) throw new AppError('StaffLoginExists', 409);
    const member = toStaffMember(made);
    return {
      action: 'staff.create',
      entity: 'staff',
      entityId: made.id,
      before: null,
      after: member,
      result: member,
    };
  });
}

/** A change of name, role or the disabled mark; a disabled member's tokens stop at once. */
export async function changeStaff(
  city: CityContext,
  actor: StaffActor,
  id: number,
  change: z.output<typeof StaffChangeRequestSchema>,
): Promise<StaffMember> {
  return recordStaffChange(city, actor, async (tx) => {
    // the administrators first, always in one order: two administrators demoting each other
    // at once queue up instead of deadlocking, and the second sees the first's change
    const administrators = await operatorRows.lockEnabledAdministrators(tx);
    const before = await lockedMember(tx, id);
    const leaves = (change.role !== undefined && change.role !== 'administrator') || change.disabled === true;
    if (leaves && administrators.every((admin) => admin === id) && administrators.includes(id))
      throw new AppError('LastAdministrator', 409);
    const after = await operatorRows.update(tx, id, change);
    if (change.disabled) await tokenService.revokeAllOfOperator(tx, id);
    const member = toStaffMember(after!);
    return {
      action:
        change.disabled === true
          ? 'staff.disable'
          : change.disabled === false
            ? 'staff.enable'
            : 'staff.update',
      entity: 'staff',
      entityId: id,
      before: toStaffMember(before),
      after: member,
      result: member,
    };
  });
}

/** A new password set by an administrator; the member must sign in again everywhere. */
export async function resetStaffPassword(
  city: CityContext,
  actor: StaffActor,
  id: number,
  password: string,
): Promise<StaffMember> {
  const passwordHash = await passwordHashing.hash(password);
  return recordStaffChange(city, actor, async (tx) => {
    const before = await lockedMember(tx, id);
    const after = await operatorRows.update(tx, id, { passwordHash });
    await tokenService.revokeAllOfOperator(tx, id);
    const member = toStaffMember(after!);
    // the audit says that the password changed, never what it is
    return {
      action: 'staff.reset_password',
      entity: 'staff',
      entityId: id,
      before: toStaffMember(before),
      after: member,
      result: member,
    };
  });
}

async function lockedMember(tx: Db, id: number): Promise<StaffRecord> {
  const member = await operatorRows.byId(tx, id, true);
  if (!member) throw new AppError('StaffNotFound', 404);
  return member;
}
