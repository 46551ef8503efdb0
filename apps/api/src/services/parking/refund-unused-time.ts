import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import type { SessionRow } from '../../db/schema/sessions.ts';
import { sessionRows } from '../../db/sessions/session-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { openStayCardRefunds } from '../card-refunds/request-card-refund.ts';
import {
  postTransaction,
  type CompanyPosting,
  type DriverPosting,
  type PostedTransaction,
} from '../ledger/post-transaction.ts';
import type { ParkingPlace } from './parking-place.ts';
import type { Payer } from './payer.ts';
import { priceSession } from './price-session.ts';

const MS_PER_MINUTE = 60_000;
/** Document 1 §9: no cancelling when less than 30 minutes remain (NoSaving). */
export const MIN_REMAINING_TO_CANCEL_MINUTES = 30;

export interface UnusedTimeRefund {
  /** What the session is refunded from: who priced it and whose account gets the money back. */
  pricingPayer: Payer | null;
  /** The account credited (refunds -N, payer +N): a driver's balance or a company's. */
  creditTo: (refund: number) => CompanyPosting | DriverPosting;
  /** Spread key of the refunds system account. */
  spreadKey: number;
  scope: string;
  idempotencyKey: string;
  /** More facts for the refund's ledger move: support's reason, which the history shows. */
  metadata?: Record<string, unknown>;
  /**
   * A driver's own stay: the part its card payments can take back goes to the card (issue 22,
   * services/card-refunds), only the rest to `creditTo`.
   */
  cardsOf?: { userId: number };
}

export interface StoppedWithRefund {
  stopped: SessionRow;
  refund: number;
  /** The refund's ledger move onto `creditTo`; null when nothing went there. */
  posted: PostedTransaction | null;
  /** Kopecks of the refund owed back to cards, and their pending refunds to send after commit. */
  toCard: number;
  cardRefundIds: string[];
}

/**
 * The cancel of a running paid session (the caller holds its row lock and checked it is
 * running, with an end): NoSaving under 30 minutes left; otherwise the session finishes now
 * and its unused whole minutes go back: refund = paid - cost of the minutes used (a started
 * minute counts as used, priced as the stay was: with `pricingPayer`'s benefits, or none),
 * never negative, in one move refunds -N, creditTo +N; with `cardsOf`, first as much of it as
 * the stay's card payments can take back, to those cards (openStayCardRefunds). Shared by a driver's /api/payment/cancel
 * and a company's /api/corp-profile/cancel-parking.
 */
export async function stopWithRefund(
  tx: Db,
  city: CityContext,
  input: { session: SessionRow & { endsAt: Date }; place: ParkingPlace; now: Date },
  refundTo: UnusedTimeRefund,
): Promise<StoppedWithRefund> {
  const { session, place, now } = input;
  if (session.endsAt.getTime() - now.getTime() < MIN_REMAINING_TO_CANCEL_MINUTES * MS_PER_MINUTE) {
    throw new AppError('NoSaving', 409);
  }
  const usedMinutes = Math.max(0, Math.ceil((now.getTime() - session.startsAt.getTime()) / MS_PER_MINUTE));
  let usedCost = 0;
  if (usedMinutes > 0) {
    const stay = {
      place,
      payer: refundTo.pricingPayer,
      plate: session.plate,
      start: session.startsAt,
      minutes: usedMinutes,
    };
    usedCost = (await priceSession(city, stay, tx)).totalcost;
  }
  const refund = Math.max(0, session.sumKopecks - usedCost);
  const endsAt = now.getTime() > session.startsAt.getTime() ? now : session.startsAt;
  const stopped = await sessionRows.update(
    tx,
    session.id,
    { status: 'finished', endsAt, durationMinutes: usedMinutes, refundKopecks: refund },
    now,
  );
  const cards = refundTo.cardsOf
    ? await openStayCardRefunds(tx, { ...stopped, userId: refundTo.cardsOf.userId }, refund, {
        scope: refundTo.scope,
        spreadKey: refundTo.spreadKey,
        metadata: { ...refundTo.metadata, usedMinutes },
      })
    : { toCard: 0, refundIds: [] };
  const rest = refund - cards.toCard;
  const done = { stopped, refund, toCard: cards.toCard, cardRefundIds: cards.refundIds };
  if (rest === 0) return { ...done, posted: null };
  const posted = await postTransaction(tx, {
    kind: 'parking_refund',
    scope: refundTo.scope,
    idempotencyKey: refundTo.idempotencyKey,
    postings: [{ system: 'refunds', spreadKey: refundTo.spreadKey, amount: -rest }, refundTo.creditTo(rest)],
    metadata: { ...refundTo.metadata, sessionId: session.id, usedMinutes },
  });
  return { ...done, posted };
}
