import type { SettingsFlags } from '@parking/domain/contracts/settings-flags';
import { guessNumberFormat } from '@parking/domain/profile/plate-rules';
import type { CityContext } from '../../config/city-context.ts';
import { fleetParkingRows } from '../../db/fleet-parking/fleet-parking-rows.ts';
import { sessionRows } from '../../db/sessions/session-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { balanceOf } from '../ledger/ledger-accounts.ts';
import { companyBalanceAfter, postTransaction } from '../ledger/post-transaction.ts';
import { withIdempotency } from '../ledger/with-idempotency.ts';
import { orEarlierAnswer, type KeyedRequest } from '../parking/earlier-answer.ts';
import { liveSessionConflict } from '../parking/live-session-conflict.ts';
import { parkingClock } from '../parking/parking-clock.ts';
import { resolvePlace } from '../parking/parking-place.ts';
import { priceSession } from '../parking/price-session.ts';
import type { SessionPaymentResult } from '../parking/session-answers.ts';
import { checkDuration } from '../parking/session-rules.ts';
import { toParkingSession } from '../parking/session-view.ts';
import { samePlate } from './same-plate.ts';
import { usableDriver } from './usable-driver.ts';

const MS_PER_MINUTE = 60_000;

/** The session's payment_method of a stay paid from a company balance. */
export const CORPORATE_METHOD = 'corporate';

/** A fleet stay: who pays (the company), whom it is for, where and how long. */
export interface FleetStay {
  companyId: number;
  /** company_drivers.id */
  driverId: number;
  /** The registered driver who started it from their own app, or null (from /coop-profile). */
  startedBy: number | null;
  zone: string;
  parkingCode?: string;
  minutes: number;
  category: string;
  /** The driver path: the plate the driver chose must be their company vehicle's. */
  expectedPlate?: string;
}

/**
 * Starts a fleet stay on the company's money, the one service behind /coop-profile and a
 * registered driver's "pay by company": in one transaction under the idempotency key, the
 * company driver is share-locked and checked (usable-driver.ts), the stay is priced by the same
 * engine as /api/payment/cost (no driver benefits: the company pays), the plate is claimed
 * (ParkingSessionAlreadyExists), the session row is written (company_id, company_driver_id,
 * user_id = the registered driver or NULL) and the company is debited with city_revenue
 * credited in one ledger move. A short company balance is NoMoneyNoHoney (402) and nothing is
 * kept, the key's claim included, so a retry after a top-up runs again.
 * `balance` in the answer: the company's after the move, or for a registered driver their own.
 */
export async function startFleetParking(
  city: CityContext,
  flags: SettingsFlags,
  stay: FleetStay,
  keyed: KeyedRequest,
): Promise<SessionPaymentResult> {
  return orEarlierAnswer<SessionPaymentResult>(city.db, keyed, async () => {
    const now = parkingClock.now();
    checkDuration(flags, stay.minutes);
    // the zone and its tariff come from the map snapshot, read before the transaction opens
    const place = await resolvePlace(city, flags, stay.zone, stay.parkingCode);
    const end = new Date(now.getTime() + stay.minutes * MS_PER_MINUTE);
    const run = withIdempotency(city.db, keyed, async (tx): Promise<SessionPaymentResult> => {
      const driver = await usableDriver(tx, stay.companyId, stay.driverId, true);
      if (stay.expectedPlate !== undefined && !samePlate(driver.plate, stay.expectedPlate))
        throw new AppError('VehicleNotFound', 409);
      const stayFacts = { place, payer: null, plate: driver.plate, start: now, minutes: stay.minutes };
      const { totalcost: cost } = await priceSession(city, stayFacts, tx);
      if (!(await sessionRows.claimPlate(tx, driver.plate, now, now, end)))
        throw new AppError('ParkingSessionAlreadyExists', 409);
      const session = await sessionRows.insert(tx, {
        userId: stay.startedBy,
        guestTokenId: null,
        companyId: stay.companyId,
        companyDriverId: driver.id,
        kind: 'payment',
        status: 'active',
        zone: place.zonenumber,
        parkingCode: place.parkingCode,
        plate: driver.plate,
        category: stay.category,
        numberFormat: guessNumberFormat(driver.plate),
        startsAt: now,
        endsAt: end,
        durationMinutes: stay.minutes,
        sumKopecks: cost,
        paymentMethod: CORPORATE_METHOD,
        createdAt: now,
        updatedAt: now,
      });
      let companyBalance: number;
      if (cost > 0) {
        const posted = await postTransaction(tx, {
          kind: 'parking_payment',
          scope: keyed.scope,
          idempotencyKey: keyed.key,
          postings: [
            { company: stay.companyId, amount: -cost },
            { system: 'city_revenue', spreadKey: driver.id, amount: cost },
          ],
          metadata: { sessionId: session.id, action: 'start', companyDriverId: driver.id },
        });
        companyBalance = companyBalanceAfter(posted, stay.companyId);
      } else {
        companyBalance = await fleetParkingRows.companyBalance(tx, stay.companyId);
      }
      const balance = stay.startedBy !== null ? await balanceOf(tx, stay.startedBy) : companyBalance;
      return { result: toParkingSession(session), balance };
    });
    return (await liveSessionConflict(run)).answer;
  });
}
