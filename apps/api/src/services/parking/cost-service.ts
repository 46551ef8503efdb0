import type { SettingsFlags } from '@parking/domain/contracts/settings-flags';
import type { CostRequest, CostResult } from '@parking/domain/payments/session-contracts';
import type { CostSuccess } from '@parking/domain/tariffs/cost-types';
import type { CityContext } from '../../config/city-context.ts';
import { peekPreviewBalance, previewBalanceOf } from '../ledger/balance-preview.ts';
import { ownedSession, requireRunning } from './owned-session.ts';
import { parkingClock } from './parking-clock.ts';
import { peekPlace, resolvePlace } from './parking-place.ts';
import type { Payer } from './payer.ts';
import { peekPriceSession, priceSession } from './price-session.ts';
import { checkDuration, postPaymentStart } from './session-rules.ts';
import { companyIdOfPaymentService } from '@parking/domain/company/company-rules';
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
  const cost = await priceSession(city, {
    place,
    payer: pricePayer,
    plate,
    start,
    minutes: request.Duration,
  });
  const balance = payer.userId !== undefined ? await previewBalanceOf(city.db, payer.userId) : 0;
  // the company's balance is not shown to its drivers: only whether it covers the stay
  const moneyEnough =
    companyId !== null
      ? await fleetCanPay(city.db, companyId, payer, cost.totalcost)
      : driverCanPay(cost, balance);
  return quoteOf(cost, balance, moneyEnough, companyId !== null, start, request.Duration);
}

/**
 * quoteCost without waiting: the usual preview (a stay in a zone now or post-paid, the driver
 * paying) when the map, the calendar, the driver's benefits and balance are all in memory, as
 * they are for a driver using the payment form. Undefined when quoteCost must run instead (a
 * session to extend, a company paying, a parking code, or anything not cached). The web asks
 * for a cost on every change of the form, which makes this the busiest call there is; a
 * promise for each of its inputs was a measurable share of it.
 */
export function peekQuote(
  city: CityContext,
  flags: SettingsFlags,
  payer: Payer,
  request: CostRequest,
): CostResult | undefined {
  if (request.ReservationId !== undefined) return undefined;
  if (companyIdOfPaymentService(request.PaymentService ?? '') !== null) return undefined;
  const now = parkingClock.now();
  checkDuration(flags, request.Duration);
  const start =
    request.timestart !== undefined
      ? postPaymentStart(flags, city.config.timeZone, new Date(request.timestart), now)
      : now;
  const place = peekPlace(city, flags, request.Zone, request.ParkingCode || undefined);
  if (!place) return undefined;
  const stay = { place, payer, plate: request.Vehicle.Number, start, minutes: request.Duration };
  const cost = peekPriceSession(city, stay);
  if (!cost) return undefined;
  const balance = payer.userId !== undefined ? peekPreviewBalance(city.db, payer.userId) : 0;
  if (balance === undefined) return undefined;
  return quoteOf(cost, balance, driverCanPay(cost, balance), false, start, request.Duration);
}

/** Document 1 §5: the balance must be strictly greater than the cost, or the stay free. */
const driverCanPay = (cost: CostSuccess, balance: number) => cost.totalcost === 0 || balance > cost.totalcost;

function quoteOf(
  cost: CostSuccess,
  balance: number,
  moneyEnough: boolean,
  companyPays: boolean,
  start: Date,
  minutes: number,
): CostResult {
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
    refill: moneyEnough || companyPays ? 0 : cost.totalcost - balance + 1,
    costData: cost.costData,
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + minutes * MS_PER_MINUTE).toISOString(),
  };
}
