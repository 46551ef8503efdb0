import type { CorrectionAnswer, CorrectionKind } from '@parking/domain/staff/driver-support-contracts';
import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import { driverCorrectionRows } from '../../db/driver-support/driver-correction-rows.ts';
import type { DriverCorrectionRow } from '../../db/schema/driver-support.ts';
import { AppError } from '../../errors/app-error.ts';
import { balanceOf } from '../ledger/ledger-accounts.ts';
import { IdempotencyKeyReused } from '../ledger/ledger-errors.ts';
import { recordStaffChange, type ChangeRecord, type StaffActor } from '../operator/staff-change.ts';
import { correctionOf } from './correction-view.ts';

/** One money request of support as the staff member sent it. */
export interface SupportRequest {
  userId: number;
  kind: CorrectionKind;
  sessionId: number | null;
  /** Kopecks onto the driver's balance; a cancel's refund is known only once it is done (0 here). */
  amount: number;
  reason: string;
  /** The client's id of this submit. */
  requestId: string;
}

export type CorrectionOutcome = Omit<CorrectionAnswer, 'status'>;

/** The earlier request under the same id was found: its answer is given, nothing is done again. */
class Replayed extends Error {}

function sameRequest(earlier: DriverCorrectionRow, request: SupportRequest): boolean {
  return (
    earlier.userId === request.userId &&
    earlier.kind === request.kind &&
    earlier.sessionId === request.sessionId &&
    earlier.reason === request.reason &&
    (request.kind === 'stayCancel' || earlier.amount === request.amount)
  );
}

/** The earlier request of this staff member with this id, or null; another request under it: IdempotencyKeyReused. */
async function earlierRequest(
  db: Db,
  actor: StaffActor,
  request: SupportRequest,
): Promise<DriverCorrectionRow | null> {
  const earlier = await driverCorrectionRows.byRequest(db, actor.login, request.requestId);
  if (earlier && !sameRequest(earlier, request)) throw new IdempotencyKeyReused();
  return earlier;
}

/** The correction as it stands and the driver's balance now. */
export async function correctionAnswer(city: CityContext, id: number): Promise<CorrectionOutcome> {
  const found = await driverCorrectionRows.withName(city.db, id);
  if (!found) throw new AppError('CorrectionNotFound', 404);
  return { correction: correctionOf(found), balance: await balanceOf(city.db, found.row.userId) };
}

/** A retry of a request already made, answered without doing anything; null for a new one. */
export async function replayOf(
  city: CityContext,
  actor: StaffActor,
  request: SupportRequest,
): Promise<CorrectionOutcome | null> {
  const earlier = await earlierRequest(city.db, actor, request);
  return earlier ? correctionAnswer(city, earlier.id) : null;
}

/**
 * Runs a money request of support once per (staff member, request id): in one transaction the
 * request is claimed as a pending driver_corrections row, `act` does what it asks (and answers
 * the row as it leaves it) and the audit record is written. A double click or a retry of the
 * same submit gets the first one's answer, moving no money and writing no second record; on a
 * server the second of two concurrent ones waits on the claim until the first commits. A
 * refusal in `act` rolls the claim back with everything else.
 */
export async function runSupportRequest(
  city: CityContext,
  actor: StaffActor,
  request: SupportRequest,
  act: (tx: Db, claimed: DriverCorrectionRow) => Promise<ChangeRecord<DriverCorrectionRow>>,
): Promise<CorrectionOutcome> {
  const replay = await replayOf(city, actor, request);
  if (replay) return replay;
  let row: DriverCorrectionRow;
  try {
    row = await recordStaffChange(city, actor, async (tx) => {
      const claimed = await driverCorrectionRows.claim(tx, {
        ...request,
        status: 'pending',
        requestedBy: actor.id,
        requestedLogin: actor.login,
      });
      if (!claimed) throw new Replayed();
      return act(tx, claimed);
    });
  } catch (error) {
    if (!(error instanceof Replayed)) throw error;
    const earlier = await earlierRequest(city.db, actor, request);
    if (!earlier) throw error;
    row = earlier;
  }
  return correctionAnswer(city, row.id);
}
