import type { SettingsFlags } from '@parking/domain/contracts/settings-flags';
import type { RenewRequest } from '@parking/domain/payments/session-contracts';
import type { CityContext } from '../../config/city-context.ts';
import { sessionRows } from '../../db/sessions/session-rows.ts';
import { hashRequest } from '../ledger/hash-request.ts';
import { balanceOf } from '../ledger/ledger-accounts.ts';
import { balanceAfter, postTransaction } from '../ledger/post-transaction.ts';
import { withIdempotency } from '../ledger/with-idempotency.ts';
import { requestCardPayment } from './card-link.ts';
import { orEarlierAnswer } from './earlier-answer.ts';
import { ownedSession, requireRunning } from './owned-session.ts';
import { parkingClock } from './parking-clock.ts';
import { resolvePlace } from './parking-place.ts';
import { scopeOf, type Payer } from './payer.ts';
import { resolveMethod } from './payment-method.ts';
import { priceSession } from './price-session.ts';
import { RETURN_PATH, type SessionPaymentResult } from './session-answers.ts';
import { checkDuration } from './session-rules.ts';
import { toParkingSession } from './session-view.ts';
import { companyIdOfPaymentService } from '@parking/domain/company/company-rules';
import { AppError } from '../../errors/app-error.ts';
import { isFleetSession, renewFleetSession } from '../fleet-parking/fleet-session-money.ts';
import './session-card-handlers.ts';

const MS_PER_MINUTE = 60_000;

/**
 * POST /api/payment/renew: Duration more minutes from the session's current end, priced from
 * that end (timestart is not used: a renewal always continues the stay). The session row is
 * locked while it is priced and paid, so two renewals cannot both extend from the same end.
 * Balance: paid and extended at once; card: extended when the provider confirms.
 */
export async function renewSession(
  city: CityContext,
  flags: SettingsFlags,
  payer: Payer & { userId: number },
  request: RenewRequest,
  idempotencyKey: string,
): Promise<SessionPaymentResult> {
  const scope = scopeOf(payer);
  const { idempotencyKey: _key, ...fields } = request;
  const requestHash = hashRequest({ call: 'renew', ...fields });
  const keyed = { scope, key: idempotencyKey, requestHash };
  // a retry is told apart by the claim in the transaction; only a failing check asks first
  return orEarlierAnswer<SessionPaymentResult>(city.db, keyed, async () => {
    const now = parkingClock.now();
    checkDuration(flags, request.Duration);
    // 'corporate:<id>' is no method of the city's settings: only a fleet session takes it
    const corporate = companyIdOfPaymentService(request.PaymentService ?? '') !== null;
    const method = corporate ? null : resolveMethod(flags, request.PaymentService, request.phone);
    // the zone never changes: resolved before the transaction, which then reads through tx only
    const known = await ownedSession(city.db, payer, request.ReservationId, false);
    const place = await resolvePlace(city, flags, known.zone, known.parkingCode ?? undefined);
    const { answer } = await withIdempotency(city.db, keyed, async (tx) => {
      const session = await ownedSession(tx, payer, request.ReservationId, true);
      requireRunning(session, now);
      // a fleet session is extended on its company's money (fleet-session-money.ts)
      if (isFleetSession(session))
        return renewFleetSession(tx, city, {
          session,
          place,
          minutes: request.Duration,
          keyed,
          userId: payer.userId,
          now,
        });
      if (method === null) throw new AppError('PaymentServiceNotFound', 400);
      const stay = { place, payer, plate: session.plate, start: session.endsAt, minutes: request.Duration };
      const { totalcost: cost } = await priceSession(city, stay, tx);
      if (method.kind === 'card' && cost > 0) {
        const link = await requestCardPayment(tx, city, {
          purpose: 'session',
          amountKopecks: cost,
          payer,
          method: method.method,
          ...(method.phone ? { phone: method.phone } : {}),
          descriptionType: 'extension',
          returnPath: RETURN_PATH.driver,
          returnTo: request.returnTo,
          payload: { sessionId: session.id, action: 'renew', minutes: request.Duration },
          idempotencyKey,
        });
        return { RedirectURL: link.redirectUrl, СуммаПополнения: cost } satisfies SessionPaymentResult;
      }
      const posted =
        cost > 0
          ? await postTransaction(tx, {
              kind: 'parking_payment',
              scope,
              idempotencyKey,
              postings: [
                { driver: payer.userId, amount: -cost },
                { system: 'city_revenue', spreadKey: payer.userId, amount: cost },
              ],
              metadata: { sessionId: session.id, action: 'renew' },
            })
          : null;
      const renewed = await sessionRows.update(
        tx,
        session.id,
        {
          endsAt: new Date(session.endsAt.getTime() + request.Duration * MS_PER_MINUTE),
          durationMinutes: session.durationMinutes + request.Duration,
          sumKopecks: session.sumKopecks + cost,
        },
        now,
      );
      const balance = posted ? balanceAfter(posted, payer.userId) : await balanceOf(tx, payer.userId);
      return { result: toParkingSession(renewed), balance };
    });
    return answer;
  });
}
