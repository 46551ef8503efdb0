import { NewStaffRequestSchema, type StaffMember } from '@parking/domain/staff/staff-contracts';
import { ERROR_MESSAGES } from '@parking/domain/errors/error-messages';
import { isErrorName } from '@parking/domain/errors/error-names';
import type { StaffRole } from '@parking/domain/staff/staff-roles';
import type { CityContext } from '../../config/city-context.ts';
import { operatorRows } from '../../db/operator/operator-rows.ts';
import { passwordHashing } from '../accounts/password-hashing.ts';
import { recordStaffChange, scriptActor } from './staff-change.ts';
import { toStaffMember } from './staff-service.ts';

/**
 * Makes a staff member of the city, or gives an existing login a new password, name and role
 * (and enables it again): scripts/create-operator.ts, for the city's first administrator and
 * for recovery when no administrator can sign in. Written to the audit log as the script's
 * change. Throws an Error with a readable reason on bad input.
 */
export async function createOperator(
  city: CityContext,
  input: { login: string; password: string; name?: string; role?: StaffRole },
): Promise<{ id: number; login: string; created: boolean }> {
  const parsed = NewStaffRequestSchema.safeParse({ role: 'administrator', ...input, name: input.name ?? '' });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const text = isErrorName(issue.message) ? ERROR_MESSAGES[issue.message].en : issue.message;
    throw new Error(`${issue.path.join('.')}: ${text}`);
  }
  const { login, name, role, password } = parsed.data;
  const passwordHash = await passwordHashing.hash(password);
  return recordStaffChange(city, scriptActor('create-operator'), async (tx) => {
    const before = await operatorRows.byLoginAnyState(tx, login);
    const { id, created } = await operatorRows.upsert(tx, { login, name, passwordHash, role });
    const after: StaffMember = toStaffMember((await operatorRows.byId(tx, id))!);
    return {
      action: created ? 'staff.create' : 'staff.reset_password',
      entity: 'staff',
      entityId: id,
      before: before && toStaffMember(before),
      after,
      result: { id, login, created },
    };
  });
}
