import type { Db } from '../../db/db-types.ts';
import { driverCorrectionRows } from '../../db/driver-support/driver-correction-rows.ts';
import type { DriverCorrectionRow, NewDriverCorrection } from '../../db/schema/driver-support.ts';
import { postTransaction } from '../ledger/post-transaction.ts';

/** The system account support's corrections move money against. */
const SUPPORT_SCOPE = 'support';

/**
 * Posts a claimed or approved correction: one new ledger transaction of kind 'adjustment',
 * adjustments -N and the driver +N (a debit the other way round), keyed by the correction's id
 * so it can never be journaled twice, with the reason (the driver's history shows it) and, for
 * a stay refund, the session. A debit the balance does not cover: NoMoneyNoHoney (402), nothing
 * moved. `decision` is the approver's, for one that waited.
 */
export async function postCorrection(
  tx: Db,
  row: DriverCorrectionRow,
  decision: Pick<NewDriverCorrection, 'decidedBy' | 'decidedLogin' | 'decisionReason'> | null = null,
): Promise<DriverCorrectionRow> {
  const posted = await postTransaction(tx, {
    kind: 'adjustment',
    scope: SUPPORT_SCOPE,
    idempotencyKey: correctionKey(row.id),
    postings: [
      { system: 'adjustments', amount: -row.amount },
      { driver: row.userId, amount: row.amount },
    ],
    metadata: {
      correctionId: row.id,
      reason: row.reason,
      ...(row.sessionId !== null ? { sessionId: row.sessionId } : {}),
    },
  });
  return driverCorrectionRows.update(tx, row.id, {
    status: 'posted',
    ledgerTransactionId: posted.id,
    ...(decision ? { ...decision, decided: true } : {}),
  });
}

/** The ledger's key of a correction's move (scope 'support'). */
export const correctionKey = (id: number) => `correction:${id}`;
export { SUPPORT_SCOPE };
