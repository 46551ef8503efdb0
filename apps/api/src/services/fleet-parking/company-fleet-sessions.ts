import type { FleetSession } from '@parking/domain/company/company-contracts';
import { composeDriverName } from '@parking/domain/company/company-rules';
import type { Language } from '@parking/domain/i18n/languages';
import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import { fleetParkingRows } from '../../db/fleet-parking/fleet-parking-rows.ts';
import { fleetSessionRows } from '../../db/fleet-parking/fleet-session-rows.ts';
import { getSettingsFlags } from '../content/settings-flags-service.ts';
import { hashRequest } from '../ledger/hash-request.ts';
import { companyBalanceAfter } from '../ledger/post-transaction.ts';
import { withIdempotency } from '../ledger/with-idempotency.ts';
import type { CancelResult } from '../parking/cancel-session-service.ts';
import { orEarlierAnswer } from '../parking/earlier-answer.ts';
import { requireRunning, sessionByWireId } from '../parking/owned-session.ts';
import { parkingClock } from '../parking/parking-clock.ts';
import { resolvePlace } from '../parking/parking-place.ts';
import { toParkingSession } from '../parking/session-view.ts';
import { companyScope } from './company-fleet-parking.ts';
import {
  cancelFleetSession,
  isFleetSession,
  type FleetSession as FleetSessionRow,
} from './fleet-session-money.ts';

/**
 * GET /api/corp-profile/get-sessions: the company's running fleet stays (and deferred ones, if
 * any), newest first, shaped like the driver's sessions list with the company driver each is
 * for (nulls once that driver was removed). Only the company's own sessions.
 */
export async function companySessions(city: CityContext, companyId: number): Promise<FleetSession[]> {
  const rows = await fleetSessionRows.currentOfCompany(city.db, companyId, parkingClock.now());
  if (rows.length === 0) return [];
  const drivers = await fleetSessionRows.driversOfLiveSessions(city.db, companyId);
  return rows.map((row) => {
    const driver = row.companyDriverId !== null ? drivers.get(row.companyDriverId) : undefined;
    return {
      ...toParkingSession(row),
      driver: driver ? composeDriverName(driver) : null,
      driverPhone: driver?.phone ?? null,
      driverId: driver?.id ?? null,
    };
  });
}

/**
 * The company's fleet session by its wire id, locked for update when `lock`. Anything else (not
 * a number, unknown, another company's, a driver's own session) is ParkingSessionNotFound.
 */
function companySession(db: Db, companyId: number, wireId: string, lock: boolean): Promise<FleetSessionRow> {
  return sessionByWireId(
    db,
    wireId,
    lock,
    (row): row is FleetSessionRow => isFleetSession(row) && row.companyId === companyId,
  );
}

/**
 * POST /api/corp-profile/cancel-parking: the company stops one of its running stays now, under
 * the rules of /api/payment/cancel (NoSaving under 30 minutes left, ParkingSessionIsOver once
 * ended); the unused whole minutes go back to the company (refunds -N, company +N) through the
 * same function as a registered driver's cancel of a fleet stay. Keyed in the company's scope:
 * a retry gets the first answer. `balance`: the company's kopecks after the refund.
 */
export async function cancelFleetFromCompany(
  city: CityContext,
  companyId: number,
  reservationId: string,
  idempotencyKey: string,
  lang: Language,
): Promise<CancelResult> {
  const now = parkingClock.now();
  const scope = companyScope(companyId);
  const keyed = {
    scope,
    key: idempotencyKey,
    requestHash: hashRequest({ call: 'fleetCancel', reservationId }),
  };
  return orEarlierAnswer<CancelResult>(city.db, keyed, async () => {
    // the zone never changes: resolved before the transaction, which then reads through tx only
    const known = await companySession(city.db, companyId, reservationId, false);
    const flags = await getSettingsFlags(city, lang);
    const place = await resolvePlace(city, flags, known.zone, known.parkingCode ?? undefined);
    const { answer } = await withIdempotency(city.db, keyed, async (tx): Promise<CancelResult> => {
      const session = await companySession(tx, companyId, reservationId, true);
      requireRunning(session, now);
      const { stopped, refund, posted } = await cancelFleetSession(
        tx,
        city,
        { session, place, now },
        { scope, idempotencyKey, spreadKey: session.companyDriverId ?? companyId },
      );
      const balance = posted
        ? companyBalanceAfter(posted, companyId)
        : await fleetParkingRows.companyBalance(tx, companyId);
      return { result: toParkingSession(stopped), refund, balance };
    });
    return answer;
  });
}
