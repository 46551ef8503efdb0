import type { Correction } from '@parking/domain/staff/driver-support-contracts';
import type { CorrectionRecord } from '../../db/driver-support/driver-correction-rows.ts';
import type { DriverCorrectionRow } from '../../db/schema/driver-support.ts';

/** A correction as the console shows it. */
export function correctionOf({ row, driverName }: CorrectionRecord): Correction {
  return {
    id: row.id,
    driverId: row.userId,
    driverName,
    kind: row.kind,
    sessionId: row.sessionId === null ? null : String(row.sessionId),
    amount: row.amount,
    reason: row.reason,
    status: row.status,
    requestedBy: row.requestedLogin,
    requestedAt: row.requestedAt.toISOString(),
    decidedBy: row.decidedLogin,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionReason: row.decisionReason,
  };
}

/** What the audit log keeps of a correction before and after a change (the reason is its own column). */
export function auditOfCorrection(row: DriverCorrectionRow) {
  return {
    correctionId: row.id,
    kind: row.kind,
    sessionId: row.sessionId,
    amount: row.amount,
    status: row.status,
    ledgerTransactionId: row.ledgerTransactionId,
  };
}
