import type {
  CorrectionDecisionSchema,
  CorrectionListAnswer,
  CorrectionListQuerySchema,
  CorrectionRequestSchema,
} from '@parking/domain/staff/driver-support-contracts';
import type { z } from 'zod';
import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import { driverCorrectionRows } from '../../db/driver-support/driver-correction-rows.ts';
import type { DriverCorrectionRow } from '../../db/schema/driver-support.ts';
import { AppError } from '../../errors/app-error.ts';
import { getCityRules } from '../content/city-rules-service.ts';
import { recordStaffChange, type StaffActor } from '../operator/staff-change.ts';
import { auditOfCorrection, correctionOf } from './correction-view.ts';
import { requireDriver } from './driver-profile.ts';
import { postCorrection } from './post-correction.ts';
import { correctionAnswer, runSupportRequest, type CorrectionOutcome } from './support-request.ts';

/** Above the city's limit (either sign) money waits for a second staff member (city_rules). */
export async function needsApproval(city: CityContext, amount: number): Promise<boolean> {
  return Math.abs(amount) > (await getCityRules(city)).correctionApprovalKopecks;
}

/**
 * POST /api/operator/drivers/:id/corrections: a goodwill credit or debit of the driver's
 * balance, posted at once up to the city's limit, or left pending above it.
 */
export async function requestCorrection(
  city: CityContext,
  actor: StaffActor,
  driverId: number,
  body: z.output<typeof CorrectionRequestSchema>,
): Promise<CorrectionOutcome> {
  await requireDriver(city.db, driverId);
  const waits = await needsApproval(city, body.amount);
  const request = { userId: driverId, kind: 'balance' as const, sessionId: null, ...body };
  return runSupportRequest(city, actor, request, async (tx, claimed) => {
    const row = waits ? claimed : await postCorrection(tx, claimed);
    return {
      action: waits ? 'driver.correct_request' : 'driver.correct',
      entity: 'driver',
      entityId: driverId,
      before: null,
      after: auditOfCorrection(row),
      reason: body.reason,
      result: row,
    };
  });
}

/** The correction locked for a decision: CorrectionNotFound (404), CorrectionDecided (409). */
async function lockPending(tx: Db, id: number): Promise<DriverCorrectionRow> {
  const row = await driverCorrectionRows.lockById(tx, id);
  if (!row) throw new AppError('CorrectionNotFound', 404);
  if (row.status !== 'pending') throw new AppError('CorrectionDecided', 409);
  return row;
}

const decisionOf = (actor: StaffActor, reason: string) => ({
  decidedBy: actor.id,
  decidedLogin: actor.login,
  decisionReason: reason,
});

/**
 * POST /api/operator/corrections/:id/approve: another staff member with the drivers area lets
 * a pending correction's money move. The row is locked first, so of two approvals at once one
 * posts and the other finds it decided; the requester's own: CorrectionOwnApproval (403).
 */
export async function approveCorrection(
  city: CityContext,
  actor: StaffActor,
  id: number,
  body: z.output<typeof CorrectionDecisionSchema>,
): Promise<CorrectionOutcome> {
  const row = await recordStaffChange(city, actor, async (tx) => {
    const pending = await lockPending(tx, id);
    const own = actor.id !== null ? pending.requestedBy === actor.id : pending.requestedLogin === actor.login;
    if (own) throw new AppError('CorrectionOwnApproval', 403);
    const posted = await postCorrection(tx, pending, decisionOf(actor, body.reason));
    return {
      action: 'correction.approve',
      entity: 'correction',
      entityId: id,
      before: auditOfCorrection(pending),
      after: auditOfCorrection(posted),
      reason: body.reason,
      result: posted,
    };
  });
  return correctionAnswer(city, row.id);
}

/** POST /api/operator/corrections/:id/reject: no money moves (the requester may withdraw their own). */
export async function rejectCorrection(
  city: CityContext,
  actor: StaffActor,
  id: number,
  body: z.output<typeof CorrectionDecisionSchema>,
): Promise<CorrectionOutcome> {
  const row = await recordStaffChange(city, actor, async (tx) => {
    const pending = await lockPending(tx, id);
    const rejected = await driverCorrectionRows.update(tx, id, {
      status: 'rejected',
      ...decisionOf(actor, body.reason),
      decided: true,
    });
    return {
      action: 'correction.reject',
      entity: 'correction',
      entityId: id,
      before: auditOfCorrection(pending),
      after: auditOfCorrection(rejected),
      reason: body.reason,
      result: rejected,
    };
  });
  return correctionAnswer(city, row.id);
}

/** GET /api/operator/corrections: the approvers' queue (pending, oldest first) or the decided ones. */
export async function listCorrections(
  city: CityContext,
  query: z.output<typeof CorrectionListQuerySchema>,
): Promise<Omit<CorrectionListAnswer, 'status'>> {
  const { status, page, pageSize } = query;
  const [found, rules] = await Promise.all([
    driverCorrectionRows.list(city.db, status, pageSize, (page - 1) * pageSize),
    getCityRules(city),
  ]);
  return {
    count: found.count,
    page,
    pageSize,
    items: found.rows.map(correctionOf),
    approvalLimit: rules.correctionApprovalKopecks,
  };
}
