import type { SettingsFlags } from '@parking/domain/contracts/settings-flags';
import type { CostRequest, CostResult } from '@parking/domain/payments/session-contracts';
import type { CityContext } from '../../config/city-context.ts';
import { previewBalanceOf } from '../ledger/balance-preview.ts';
import { ownedSession, requireRunning } from './owned-session.ts';
import { parkingClock } from './parking-clock.ts';
import { resolvePlace } from './parking-place.ts';
import type { Payer } from './payer.ts';
import { priceStay } from './price-stay.ts';
import { checkDuration, postPaymentStart } from './session-rules.ts';
import { companyIdOfPaymentService } from '@parking/domain/corporate/corporate-rules';
import { fleetCanPay } from '../fleet-parking/driver-fleet-parking.ts';

const MS_PER_MINUTE = 60_000;

/**
 * POST /api/payment/cost and /unregistered/cost: what a stay would cost now (or from a past
 * `timestart`, post-payment), or what extending session ReservationId by Duration minutes from
 * its end would cost; with the driver's balance and whether it is enough (document 1 §5:
 * strictly greater than the cost, or the stay is free).
 */
export async function quoteCost(
  city: CityContext,
  flags: SettingsFlags,
  payer: Payer,
  request: CostRequest,
): Promise<CostResult> {
  const now = parkingClock.now();
  checkDuration(flags, request.Duration);
  let start = now;
  let zone: string | undefined = request.Zone;
  let parkingCode = request.ParkingCode || undefined;
  let plate = request.Vehicle.Number;
  // a company pays: 'corporate:<id>' chosen, or the extension of a fleet session
  let companyId = companyIdOfPaymentService(request.PaymentService ?? '');
  if (request.ReservationId !== undefined) {
    const session = await ownedSession(city.db, payer, request.ReservationId, false);
    companyId = session.companyId ?? companyId;
    requireRunning(session, now);
    start = session.endsAt;
    zone = session.zone;
    parkingCode = session.parkingCode ?? undefined;
    plate = session.plate;
  } else if (request.timestart !== undefined) {
    start = postPaymentStart(flags, city.config.timeZone, new Date(request.timestart), now);
  }
  const place = await resolvePlace(city, flags, zone, parkingCode);
  const pricePayer = companyId !== null ? null : payer;
  const cost = await priceStay(city, { place, payer: pricePayer, plate, start, minutes: request.Duration });
  const balance = payer.userId !== undefined ? await previewBalanceOf(city.db, payer.userId) : 0;
  // the company's balance is not shown to its drivers: only whether it covers the stay
  const moneyEnough =
    companyId !== null
      ? await fleetCanPay(city.db, companyId, payer, cost.totalcost)
      : cost.totalcost === 0 || balance > cost.totalcost;
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
    // the smallest top-up after which the balance is strictly greater than the cost
    refill: moneyEnough || companyId !== null ? 0 : cost.totalcost - balance + 1,
    costData: cost.costData,
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + request.Duration * MS_PER_MINUTE).toISOString(),
  };
}
