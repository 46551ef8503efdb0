import type { SettingsFlags } from '@parking/domain/contracts/settings-flags';
import { receiptContactOf } from '@parking/domain/payments/payment-fields';
import type { StartRequest } from '@parking/domain/payments/session-contracts';
import type { CityContext } from '../../config/city-context.ts';
import type { NewSessionRow, SessionKind } from '../../db/schema/sessions.ts';
import { sessionRows } from '../../db/sessions/session-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { hashRequest } from '../ledger/hash-request.ts';
import { balanceOf } from '../ledger/ledger-accounts.ts';
import { withIdempotency } from '../ledger/with-idempotency.ts';
import { renderStartAnswer, startFromBalanceOnce, type StoredStartAnswer } from './balance-start.ts';
import { requestCardPayment } from './card-link.ts';
import { orEarlierAnswer } from './earlier-answer.ts';
import { liveSessionConflict } from './live-session-conflict.ts';
import { parkingClock } from './parking-clock.ts';
import { resolvePlace } from './parking-place.ts';
import { scopeOf, type Payer } from './payer.ts';
import { resolveMethod } from './payment-method.ts';
import { priceSession } from './price-session.ts';
import { RETURN_PATH, type SessionPaymentResult } from './session-answers.ts';
import { checkDuration, postPaymentStart } from './session-rules.ts';
import { toParkingSession } from './session-view.ts';
import { companyIdOfPaymentService } from '@parking/domain/company/company-rules';
import { startFleetForDriver } from '../fleet-parking/driver-fleet-parking.ts';
import './session-card-handlers.ts';

const MS_PER_MINUTE = 60_000;

/** The start calls and the kind of session each makes (document 1 §4 payment types). */
export type StartCall = Exclude<SessionKind, 'noBalance'>;

const POST_KINDS: readonly SessionKind[] = ['postPayment', 'postPaymentUnregister'];
/** Calls paid by card only: guests have no balance; continue is the card path of a short balance. */
const CARD_ONLY: readonly SessionKind[] = ['continueSession', 'paymentUnregister', 'postPaymentUnregister'];

/**
 * Starts (or post-pays) a session, one transaction with the idempotency key, the per-plate lock,
 * the overlap check (ParkingSessionAlreadyExists), the session row and its money:
 * - balance: driver -cost, city_revenue +cost; NoMoneyNoHoney (402) when short, nothing kept
 *   (one database call: balance-start.ts; its key holds the facts the answer is rendered from);
 * - card or mobile: the session waits for the payment (awaiting_payment, which holds no
 *   plate: anyone's start of it may still go ahead) and the answer is the provider's
 *   RedirectURL; the card handler claims the plate and activates it, or the money goes back;
 * - a free stay (cost 0) starts at once whatever the method.
 * A post-payment (timestart, or the post calls) whose end has passed is recorded finished.
 */
export async function startSession(
  city: CityContext,
  flags: SettingsFlags,
  payer: Payer,
  call: StartCall,
  request: StartRequest,
  idempotencyKey: string,
): Promise<SessionPaymentResult> {
  // 'corporate:<id>': a registered driver parks their company vehicle on the company's money
  const companyId = companyIdOfPaymentService(request.PaymentService ?? '');
  if (companyId !== null)
    return startFleetForDriver(city, flags, payer, call, request, idempotencyKey, companyId);
  const scope = scopeOf(payer);
  const { idempotencyKey: _key, ...fields } = request;
  const requestHash = hashRequest({ call, ...fields });
  const keyed = { scope, key: idempotencyKey, requestHash };
  // a retry is told apart by the claim in the transaction; only a failing check asks first
  const stored = await orEarlierAnswer<StoredStartAnswer>(city.db, keyed, async () => {
    const now = parkingClock.now();
    checkDuration(flags, request.Duration);
    const post = POST_KINDS.includes(call) || request.timestart !== undefined;
    if (post && request.timestart === undefined)
      throw new AppError('RequiredField', 400, { timestart: 'RequiredField' });
    // /start with a timestart is the older clients' post-payment
    const kind: SessionKind = call === 'payment' && post ? 'postPayment' : call;
    const start = post
      ? postPaymentStart(flags, city.config.timeZone, new Date(request.timestart!), now)
      : now;
    const end = new Date(start.getTime() + request.Duration * MS_PER_MINUTE);
    const method = resolveMethod(flags, request.PaymentService, request.phone, CARD_ONLY.includes(call));
    const place = await resolvePlace(city, flags, request.Zone, request.ParkingCode || undefined);
    const plate = request.Vehicle.Number;
    const { totalcost: cost } = await priceSession(city, {
      place,
      payer,
      plate,
      start,
      minutes: request.Duration,
    });

    const byCard = method.kind === 'card' && cost > 0;
    const draft: NewSessionRow = {
      userId: payer.userId ?? null,
      guestTokenId: payer.guestTokenId ?? null,
      kind,
      status: byCard ? 'awaiting_payment' : end.getTime() <= now.getTime() ? 'finished' : 'active',
      zone: place.zonenumber,
      parkingCode: place.parkingCode,
      plate,
      category: request.Vehicle.Category,
      numberFormat: request.Vehicle.NumberFormat,
      startsAt: start,
      endsAt: end,
      durationMinutes: request.Duration,
      sumKopecks: byCard ? 0 : cost,
      paymentMethod: method.kind === 'card' ? method.method : 'balance',
      createdAt: now,
      updatedAt: now,
    };
    // the hot path: one database call does the key, the vehicle rule, the row and the money
    if (method.kind === 'balance' && cost > 0 && payer.userId !== undefined)
      return liveSessionConflict(startFromBalanceOnce(city, keyed, { ...draft, userId: payer.userId }));

    const run = withIdempotency(city.db, keyed, async (tx): Promise<SessionPaymentResult> => {
      if (!(await sessionRows.claimPlate(tx, plate, now, start, end)))
        throw new AppError('ParkingSessionAlreadyExists', 409);
      const session = await sessionRows.insert(tx, draft);
      if (byCard) {
        const link = await requestCardPayment(tx, city, {
          purpose: 'session',
          amountKopecks: cost,
          payer,
          method: method.method,
          ...(method.phone ? { phone: method.phone } : {}),
          // 54-FZ: the contact the payer typed for the receipt (the guest form asks for it)
          receiptContact: receiptContactOf(request),
          descriptionType: 'payment',
          returnPath: payer.userId !== undefined ? RETURN_PATH.driver : RETURN_PATH.guest,
          returnTo: request.returnTo,
          payload: { sessionId: session.id, action: 'start' },
          idempotencyKey,
        });
        await sessionRows.update(tx, session.id, { cardPaymentId: link.paymentId }, now);
        return { RedirectURL: link.redirectUrl, СуммаПополнения: cost };
      }
      // a free stay (a paid balance start went to startFromBalanceOnce above)
      const answer: SessionPaymentResult = { result: toParkingSession(session) };
      if (payer.userId !== undefined) answer.balance = await balanceOf(tx, payer.userId);
      return answer;
    });
    return (await liveSessionConflict(run)).answer;
  });
  return renderStartAnswer(stored);
}
