import type { FleetParkingRequest } from '@parking/domain/company/company-contracts';
import type { CostResult } from '@parking/domain/payments/session-contracts';
import type { CityContext } from '../../config/city-context.ts';
import { fleetParkingRows } from '../../db/fleet-parking/fleet-parking-rows.ts';
import { getSettingsFlags } from '../content/settings-flags-service.ts';
import { hashRequest } from '../ledger/hash-request.ts';
import { parkingClock } from '../parking/parking-clock.ts';
import { resolvePlace } from '../parking/parking-place.ts';
import { priceSession } from '../parking/price-session.ts';
import type { SessionPaymentResult } from '../parking/session-answers.ts';
import { checkDuration } from '../parking/session-rules.ts';
import type { Language } from '@parking/domain/i18n/languages';
import { startFleetParking } from './fleet-start.ts';
import { usableDriver } from './usable-driver.ts';

const MS_PER_MINUTE = 60_000;
/** A company vehicle has no category of its own: fleet cars are passenger cars (B). */
const FLEET_CATEGORY = 'B';

/** The idempotency and ledger scope of a company's own calls. */
export function companyScope(companyId: number): string {
  return `company:${companyId}`;
}

/**
 * POST /api/corp-profile/cost: what a stay for the driver's company vehicle would cost now,
 * shaped like /api/payment/cost, with the company's balance (moneyEnough by the same rule:
 * strictly more than the cost, or a free stay). The driver must be usable, as for the start.
 */
export async function quoteFleetCost(
  city: CityContext,
  companyId: number,
  request: FleetParkingRequest,
  lang: Language,
): Promise<CostResult> {
  const flags = await getSettingsFlags(city, lang);
  const now = parkingClock.now();
  checkDuration(flags, request.Duration);
  const driver = await usableDriver(city.db, companyId, request.DriverId, false);
  const place = await resolvePlace(city, flags, request.Zone, request.ParkingCode || undefined);
  const cost = await priceSession(city, {
    place,
    payer: null,
    plate: driver.plate,
    start: now,
    minutes: request.Duration,
  });
  const balance = await fleetParkingRows.companyBalance(city.db, companyId);
  const moneyEnough = cost.totalcost === 0 || balance > cost.totalcost;
  return {
    totalcost: cost.totalcost,
    totaldiscount: cost.totaldiscount,
    price: cost.price,
    priceRest: balance - cost.totalcost,
    sumSale: cost.totaldiscount,
    benefit: cost.benefit,
    benefitsName: cost.benefitsName,
    balance,
    moneyEnough,
    refill: moneyEnough ? 0 : cost.totalcost - balance + 1,
    costData: cost.costData,
    startDate: now.toISOString(),
    endDate: new Date(now.getTime() + request.Duration * MS_PER_MINUTE).toISOString(),
  };
}

/** POST /api/corp-profile/start-parking: the company starts a stay for one of its drivers. */
export async function startFleetFromCompany(
  city: CityContext,
  companyId: number,
  request: FleetParkingRequest,
  idempotencyKey: string,
  lang: Language,
): Promise<SessionPaymentResult> {
  const flags = await getSettingsFlags(city, lang);
  const keyed = {
    scope: companyScope(companyId),
    key: idempotencyKey,
    requestHash: hashRequest({ call: 'fleetStart', ...request }),
  };
  return startFleetParking(
    city,
    flags,
    {
      companyId,
      driverId: request.DriverId,
      startedBy: null,
      zone: request.Zone,
      ...(request.ParkingCode ? { parkingCode: request.ParkingCode } : {}),
      minutes: request.Duration,
      category: FLEET_CATEGORY,
    },
    keyed,
  );
}
