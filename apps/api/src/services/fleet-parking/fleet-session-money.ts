import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import type { SessionRow } from '../../db/schema/sessions.ts';
import { sessionRows } from '../../db/sessions/session-rows.ts';
import { balanceOf } from '../ledger/ledger-accounts.ts';
import { postTransaction, type CompanyPosting, type DriverPosting } from '../ledger/post-transaction.ts';
import type { KeyedRequest } from '../parking/earlier-answer.ts';
import type { ParkingPlace } from '../parking/parking-place.ts';
import { priceStay } from '../parking/price-stay.ts';
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
 * Whose balance a session's money goes back to: a fleet session's company, else the driver.
 * Cancel's refund of unused time credits this account (refunds -N, company +N).
 */
export function payerAccountOf(
  session: SessionRow,
  userId: number,
  amount: number,
): CompanyPosting | DriverPosting {
  return session.companyId !== null ? { company: session.companyId, amount } : { driver: userId, amount };
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
  const { totalcost: cost } = await priceStay(city, stay, tx);
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
