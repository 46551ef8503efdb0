import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import type { SessionRow } from '../../db/schema/sessions.ts';
import { sessionRows } from '../../db/sessions/session-rows.ts';
import { balanceOf } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import type { KeyedRequest } from '../parking/earlier-answer.ts';
import type { ParkingPlace } from '../parking/parking-place.ts';
import { priceSession } from '../parking/price-session.ts';
import { stopWithRefund, type StoppedWithRefund } from '../parking/refund-unused-time.ts';
import type { SessionPaymentResult } from '../parking/session-answers.ts';
import { toParkingSession } from '../parking/session-view.ts';
import { usableDriver } from './usable-driver.ts';

const MS_PER_MINUTE = 60_000;

/** A fleet session: paid from a company balance (migration 0028's company_id). */
export type FleetSession = SessionRow & { companyId: number };
export function isFleetSession(session: SessionRow): session is FleetSession {
  return session.companyId !== null;
}

/**
 * The cancel of a running fleet session, one function behind both doors (the registered driver's
 * /api/payment/cancel and the company's /api/corp-profile/cancel-parking): the rules of a
 * driver's cancel (NoSaving under 30 minutes left; the caller checked it is running), the minutes
 * used priced without driver benefits like the start, and the unused ones back to the company
 * (refunds -N, company +N) under the request's scope and key. Runs in the caller's transaction
 * with the session row locked.
 */
export async function cancelFleetSession(
  tx: Db,
  city: CityContext,
  input: { session: FleetSession & { endsAt: Date }; place: ParkingPlace; now: Date },
  keyed: { scope: string; idempotencyKey: string; spreadKey: number },
): Promise<StoppedWithRefund> {
  const companyId = input.session.companyId;
  return stopWithRefund(tx, city, input, {
    pricingPayer: null,
    creditTo: (amount) => ({ company: companyId, amount }),
    ...keyed,
  });
}

/**
 * Renew of a fleet session by the registered driver who started it: always on the company's
 * money, whatever PaymentService says (the session's payer is the company; a driver's card or
 * balance never pays a company's stay). The company driver must still be usable (active, with
 * an active device). Priced from the session's end without driver benefits; company -cost,
 * city_revenue +cost in one move under the request's key (NoMoneyNoHoney: nothing kept). Runs
 * in renew's transaction with the session row locked. The answer's balance is the driver's own.
 */
export async function renewFleetSession(
  tx: Db,
  city: CityContext,
  input: {
    session: FleetSession & { endsAt: Date };
    place: ParkingPlace;
    minutes: number;
    keyed: KeyedRequest;
    userId: number;
    now: Date;
  },
): Promise<SessionPaymentResult> {
  const { session, minutes, keyed, now } = input;
  const driver = await usableDriver(tx, session.companyId, session.companyDriverId ?? 0, true);
  const stay = { place: input.place, payer: null, plate: session.plate, start: session.endsAt, minutes };
  const { totalcost: cost } = await priceSession(city, stay, tx);
  if (cost > 0) {
    await postTransaction(tx, {
      kind: 'parking_payment',
      scope: keyed.scope,
      idempotencyKey: keyed.key,
      postings: [
        { company: session.companyId, amount: -cost },
        { system: 'city_revenue', spreadKey: driver.id, amount: cost },
      ],
      metadata: { sessionId: session.id, action: 'renew', companyDriverId: driver.id },
    });
  }
  const renewed = await sessionRows.update(
    tx,
    session.id,
    {
      endsAt: new Date(session.endsAt.getTime() + minutes * MS_PER_MINUTE),
      durationMinutes: session.durationMinutes + minutes,
      sumKopecks: session.sumKopecks + cost,
    },
    now,
  );
  return { result: toParkingSession(renewed), balance: await balanceOf(tx, input.userId) };
}
