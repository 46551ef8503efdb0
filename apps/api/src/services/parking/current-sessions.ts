import type { ParkingSession } from '@parking/domain/payments/session-contracts';
import type { CityContext } from '../../config/city-context.ts';
import { sessionRows } from '../../db/sessions/session-rows.ts';
import { parkingClock } from './parking-clock.ts';
import { toParkingSession } from './session-view.ts';

/**
 * The driver's sessions for the profile (get-profile-v6 `sessions`): the running ones
 * ('Действует') and the deferred ones waiting for payment ('ОжиданиеОплаты'), oldest first.
 * Sessions whose time ran out are left out even before anything closed them.
 */
export async function currentSessionsOf(city: CityContext, userId: number): Promise<ParkingSession[]> {
  const rows = await sessionRows.currentOfUser(city.db, userId, parkingClock.now());
  return rows.map(toParkingSession);
}
