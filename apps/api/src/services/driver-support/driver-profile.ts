import type { DriverProfile } from '@parking/domain/staff/driver-support-contracts';
import { userRows } from '../../db/accounts/user-rows.ts';
import type { Db } from '../../db/db-types.ts';
import { driverBlockRows } from '../../db/driver-support/driver-block-rows.ts';
import type { UserRow } from '../../db/schema/accounts.ts';
import { AppError } from '../../errors/app-error.ts';
import { balanceOf } from '../ledger/ledger-accounts.ts';
import { phoneService } from '../profile/phone-service.ts';

/** "Last First Middle", the parts there are. */
export const fullName = (u: { lastName: string; firstName: string; middleName: string }): string =>
  [u.lastName, u.firstName, u.middleName].filter((part) => part !== '').join(' ');

/** The driver's account, or AccountNotFound (404). */
export async function requireDriver(db: Db, userId: number): Promise<UserRow> {
  const user = await userRows.byId(db, userId);
  if (!user) throw new AppError('AccountNotFound', 404);
  return user;
}

/** The dossier's profile: names, contacts, registration, the block, the balance from the ledger. */
export async function driverProfile(db: Db, userId: number): Promise<DriverProfile> {
  const user = await requireDriver(db, userId);
  const [phones, block, balance] = await Promise.all([
    phoneService.list(db, userId),
    driverBlockRows.of(db, userId),
    balanceOf(db, userId),
  ]);
  return {
    id: user.id,
    name: fullName(user),
    firstName: user.firstName,
    lastName: user.lastName,
    middleName: user.middleName,
    email: user.email,
    emailConfirmed: user.emailConfirmed,
    phones,
    registeredAt: user.createdAt.toISOString(),
    blocked: block !== null,
    blockedAt: block?.blockedAt.toISOString() ?? null,
    blockReason: block?.reason ?? null,
    balance,
  };
}
