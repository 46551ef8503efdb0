import type { Language } from '@parking/domain/i18n/languages';
import type {
  StayCancelRequestSchema,
  StayRefundRequestSchema,
} from '@parking/domain/staff/driver-support-contracts';
import type { z } from 'zod';
import type { CityContext } from '../../config/city-context.ts';
import { driverCorrectionRows } from '../../db/driver-support/driver-correction-rows.ts';
import { driverSessionRows } from '../../db/driver-support/driver-session-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { getSettingsFlags } from '../content/settings-flags-service.ts';
import type { StaffActor } from '../operator/staff-change.ts';
import { cancelLockedSession, placeOfSession } from '../parking/cancel-session-service.ts';
import { parkingClock } from '../parking/parking-clock.ts';
import { needsApproval } from './balance-corrections.ts';
import { auditOfCorrection } from './correction-view.ts';
import { requireDriver } from './driver-profile.ts';
import { correctionKey, postCorrection, SUPPORT_SCOPE } from './post-correction.ts';
import { isRunning, refundableOf } from './session-money.ts';
import { sendCardRefunds } from '../card-refunds/request-card-refund.ts';
import { replayOf, runSupportRequest, type CorrectionOutcome } from './support-request.ts';

/**
 * POST /api/operator/drivers/:id/sessions/:sessionId/cancel: the driver's own cancel
 * (services/parking: the stay ends now, its unused whole minutes back to the balance; NoSaving
 * under 30 minutes left, ParkingSessionIsOver once ended), made by support in the transaction
 * of its audit record and journaled with the reason, which the driver's history shows.
 */
export async function cancelStay(
  city: CityContext,
  actor: StaffActor,
  driverId: number,
  sessionId: number,
  body: z.output<typeof StayCancelRequestSchema>,
  lang: Language,
): Promise<CorrectionOutcome> {
  const request = { userId: driverId, kind: 'stayCancel' as const, sessionId, amount: 0, ...body };
  // a retry finds the stay ended (or an open-ended one gone): the first answer, before any check
  const replay = await replayOf(city, actor, request);
  if (replay) return replay;
  await requireDriver(city.db, driverId);
  const payer = { userId: driverId };
  const wireId = String(sessionId);
  const place = await placeOfSession(city, await getSettingsFlags(city, lang), payer, wireId);
  const now = parkingClock.now();
  let cardRefundIds: readonly string[] = [];
  const outcome = await runSupportRequest(city, actor, request, async (tx, claimed) => {
    const done = await cancelLockedSession(tx, city, payer, wireId, place, now, {
      scope: SUPPORT_SCOPE,
      idempotencyKey: correctionKey(claimed.id),
      metadata: { correctionId: claimed.id, reason: body.reason },
    });
    cardRefundIds = done.cardRefundIds;
    // a company's stay refunds the company: nothing came onto the driver's balance; a card-paid
    // stay's refund goes to the card (issue 22), which the correction still names as its amount
    const row = await driverCorrectionRows.update(tx, claimed.id, {
      status: 'posted',
      amount: done.ledgerTransactionId === null && cardRefundIds.length === 0 ? 0 : done.refund,
      ledgerTransactionId: done.ledgerTransactionId,
    });
    return {
      action: 'session.cancel',
      entity: 'session',
      entityId: sessionId,
      before: null,
      after: { ...auditOfCorrection(row), endsAt: done.result.endDate },
      reason: body.reason,
      result: row,
    };
  });
  // after the commit, like the driver's own cancel: the provider is asked outside any transaction
  await sendCardRefunds(city, cardRefundIds);
  return outcome;
}

/**
 * POST /api/operator/drivers/:id/sessions/:sessionId/refund: part or all of a finished stay
 * back to the balance, a correction naming the session (the history shows it as a refund with
 * the reason). At most what the stay cost less its cancel refund and support's earlier refunds,
 * pending ones included (StayRefundTooLarge, 409); a running stay: StayStillRunning (409).
 * Above the city's limit it waits for approval like any correction.
 */
export async function refundStay(
  city: CityContext,
  actor: StaffActor,
  driverId: number,
  sessionId: number,
  body: z.output<typeof StayRefundRequestSchema>,
): Promise<CorrectionOutcome> {
  await requireDriver(city.db, driverId);
  const waits = await needsApproval(city, body.amount);
  const now = parkingClock.now();
  const request = { userId: driverId, kind: 'stayRefund' as const, sessionId, ...body };
  return runSupportRequest(city, actor, request, async (tx, claimed) => {
    // locked: two refunds of one stay are weighed one after the other
    const stay = await driverSessionRows.lockOfDriver(tx, driverId, sessionId);
    if (!stay) throw new AppError('ParkingSessionNotFound', 404);
    if (isRunning(stay.session, now)) throw new AppError('StayStillRunning', 409);
    // the claim is among the held refunds already
    const refundable = refundableOf({ ...stay, supportHeld: stay.supportHeld - claimed.amount }, now);
    if (body.amount > refundable) throw new AppError('StayRefundTooLarge', 409);
    const row = waits ? claimed : await postCorrection(tx, claimed);
    return {
      action: waits ? 'session.refund_request' : 'session.refund',
      entity: 'session',
      entityId: sessionId,
      before: null,
      after: auditOfCorrection(row),
      reason: body.reason,
      result: row,
    };
  });
}
