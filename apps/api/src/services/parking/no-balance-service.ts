import type { SettingsFlags } from '@parking/domain/contracts/settings-flags';
import type { PaymentVehicle } from '@parking/domain/payments/payment-fields';
import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import type { SessionRow } from '../../db/schema/sessions.ts';
import { sessionRows } from '../../db/sessions/session-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { hashRequest } from '../ledger/hash-request.ts';
import { withIdempotency } from '../ledger/with-idempotency.ts';
import { requestCardPayment } from './card-link.ts';
import { earlierAnswer } from './earlier-answer.ts';
import { liveSessionConflict } from './live-session-conflict.ts';
import { ownedSession } from './owned-session.ts';
import { parkingClock } from './parking-clock.ts';
import { resolvePlace } from './parking-place.ts';
import { scopeOf, type Payer } from './payer.ts';
import { resolveMethod, type ResolvedMethod } from './payment-method.ts';
import { priceSession } from './price-session.ts';
import { RETURN_PATH, type OrderPaymentResult, type SessionPaymentResult } from './session-answers.ts';
import { toParkingSession } from './session-view.ts';
import { stopOpenSession } from './stop-open-session.ts';
import './session-card-handlers.ts';

/** Far enough ahead to stand for "until stopped" in the overlap check. */
const OPEN_END = new Date('9999-12-31T00:00:00Z');

export interface OpenSessionOrder {
  Vehicle: PaymentVehicle;
  Zone: string;
  ParkingCode?: string;
}

export type OrderCall = 'defer' | 'break' | 'payDeferred';

function requireNoBalance(flags: SettingsFlags): void {
  if (!flags.dontUseBalance) throw new AppError('FeatureDisabled', 403);
}

/**
 * POST /api/payment/start/v2 (dontUseBalance cities): an open-ended session with no money now;
 * it is priced when the driver stops it (cancel/v2 or break/v1). The zone must be sellable now
 * (an inactive zone or a missing calendar day refuses at start, not at the end).
 */
export async function startOpenSession(
  city: CityContext,
  flags: SettingsFlags,
  payer: Payer & { userId: number },
  order: OpenSessionOrder,
  idempotencyKey: string,
): Promise<SessionPaymentResult> {
  requireNoBalance(flags);
  const scope = scopeOf(payer);
  const requestHash = hashRequest({ call: 'start/v2', ...order });
  const keyed = { scope, key: idempotencyKey, requestHash };
  const earlier = await earlierAnswer<SessionPaymentResult>(city.db, keyed);
  if (earlier) return earlier;
  const now = parkingClock.now();
  const place = await resolvePlace(city, flags, order.Zone, order.ParkingCode || undefined);
  const plate = order.Vehicle.Number;
  await priceSession(city, { place, payer, plate, start: now, minutes: 1 });
  const run = withIdempotency(city.db, keyed, async (tx) => {
    if (!(await sessionRows.claimPlate(tx, plate, now, now, OPEN_END)))
      throw new AppError('ParkingSessionAlreadyExists', 409);
    const session = await sessionRows.insert(tx, {
      userId: payer.userId,
      kind: 'noBalance',
      status: 'active',
      zone: place.zonenumber,
      parkingCode: place.parkingCode,
      plate,
      category: order.Vehicle.Category,
      numberFormat: order.Vehicle.NumberFormat,
      startsAt: now,
      endsAt: null,
      paymentMethod: 'deferred',
      createdAt: now,
      updatedAt: now,
    });
    return { result: toParkingSession(session) };
  });
  return (await liveSessionConflict(run)).answer;
}

/**
 * The three no-balance money calls on one session (document 2 §2, §4):
 * - defer (cancel/v2): stop now; the session waits with amountToPay; with a PaymentService
 *   also a pay link (the Pay button of the cancel dialog);
 * - break (break/v1): stop now and pay by card; the method is required;
 * - payDeferred (deffered/v1): pay a waiting session by card.
 * Stopping a stay that cost nothing closes it free and answers ParkingSessionWasFree.
 */
export async function orderPayment(
  city: CityContext,
  flags: SettingsFlags,
  payer: Payer & { userId: number },
  call: OrderCall,
  request: { OrderId: string; PaymentService?: string; phone?: string; returnTo?: string | undefined },
  idempotencyKey: string,
): Promise<OrderPaymentResult> {
  requireNoBalance(flags);
  const scope = scopeOf(payer);
  const { OrderId, PaymentService, phone } = request;
  const requestHash = hashRequest({ call, OrderId, PaymentService, phone });
  const keyed = { scope, key: idempotencyKey, requestHash };
  const earlier = await earlierAnswer<OrderPaymentResult>(city.db, keyed);
  if (earlier) return earlier;
  const now = parkingClock.now();
  const wantsLink = call !== 'defer' || request.PaymentService !== undefined;
  const method = wantsLink ? resolveMethod(flags, request.PaymentService, request.phone, true) : null;
  // the zone never changes: resolved before the transaction, which then reads through tx only
  const known = await ownedSession(city.db, payer, OrderId, false);
  const place = await resolvePlace(city, flags, known.zone, known.parkingCode ?? undefined);
  const { answer } = await withIdempotency(city.db, keyed, async (tx) => {
    let session = await ownedSession(tx, payer, OrderId, true);
    if (call === 'payDeferred') {
      if (session.status !== 'waiting') throw new AppError('ParkingSessionIsOver', 409);
    } else {
      if (session.status !== 'active' || session.endsAt !== null)
        throw new AppError('ParkingSessionIsOver', 409);
      const stopped = await stopOpenSession(tx, city, place, payer, session, now);
      session = stopped.session;
      if (stopped.owed === 0) {
        return {
          result: toParkingSession(session),
          amountToPay: 0,
          СуммаПополнения: 0,
          errorName: 'ParkingSessionWasFree' as const,
        };
      }
    }
    const answer: OrderPaymentResult = {
      result: toParkingSession(session),
      amountToPay: session.amountToPay,
      СуммаПополнения: session.amountToPay,
    };
    if (method)
      answer.RedirectURL = await payLink(tx, city, payer, session, method, idempotencyKey, request.returnTo);
    return answer;
  });
  return answer;
}

async function payLink(
  tx: Db,
  city: CityContext,
  payer: Payer,
  session: SessionRow,
  method: ResolvedMethod,
  idempotencyKey: string,
  returnTo: string | undefined,
): Promise<string> {
  if (method.kind !== 'card') throw new AppError('NotSelectedPaymentService', 400);
  const link = await requestCardPayment(tx, city, {
    purpose: 'deferred',
    amountKopecks: session.amountToPay,
    payer,
    method: method.method,
    ...(method.phone ? { phone: method.phone } : {}),
    descriptionType: 'payment',
    returnPath: RETURN_PATH.driver,
    returnTo,
    payload: { sessionId: session.id },
    idempotencyKey,
  });
  await sessionRows.update(tx, session.id, { cardPaymentId: link.paymentId }, parkingClock.now());
  return link.redirectUrl;
}
