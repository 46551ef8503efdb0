import type { DriverBlockRequestSchema, DriverProfile } from '@parking/domain/staff/driver-support-contracts';
import type { z } from 'zod';
import type { CityContext } from '../../config/city-context.ts';
import { driverBlockRows } from '../../db/driver-support/driver-block-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { tokenService } from '../accounts/token-service.ts';
import { recordStaffChange, type StaffActor } from '../operator/staff-change.ts';
import { driverProfile } from './driver-profile.ts';

/** The account is already as asked: nothing to change or record. */
class Unchanged extends Error {}

/**
 * PUT /api/operator/drivers/:id/block: blocks or unblocks a driver's account. Blocking revokes
 * every token of theirs in the same transaction as the block and its audit record; the
 * revocation bumps the city's revocation counter, so every instance's token cache lets go of
 * them within a second (services/accounts/token-service.ts), and a login answers AccountBlocked.
 * Asking for the state the account is in changes nothing and writes no record.
 */
export async function setDriverBlocked(
  city: CityContext,
  actor: StaffActor,
  driverId: number,
  body: z.output<typeof DriverBlockRequestSchema>,
): Promise<DriverProfile> {
  try {
    await recordStaffChange(city, actor, async (tx) => {
      const state = await driverBlockRows.lockState(tx, driverId);
      if (!state.exists) throw new AppError('AccountNotFound', 404);
      if ((state.block !== null) === body.blocked) throw new Unchanged();
      if (body.blocked) {
        await driverBlockRows.block(tx, {
          userId: driverId,
          reason: body.reason,
          staffId: actor.id,
          staffLogin: actor.login,
        });
        await tokenService.revokeAllOf(tx, driverId);
      } else {
        await driverBlockRows.unblock(tx, driverId);
      }
      return {
        action: body.blocked ? 'driver.block' : 'driver.unblock',
        entity: 'driver',
        entityId: driverId,
        before: { blocked: !body.blocked },
        after: { blocked: body.blocked },
        reason: body.reason,
        result: null,
      };
    });
  } catch (error) {
    if (!(error instanceof Unchanged)) throw error;
  }
  return driverProfile(city.db, driverId);
}
