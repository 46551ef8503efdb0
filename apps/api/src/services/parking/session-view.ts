import { SESSION_WIRE_STATUS, type ParkingSession } from '@parking/domain/payments/session-contracts';
import type { SessionRow } from '../../db/schema/sessions.ts';

/** A session row as the profile and the payment calls answer it (document 2 §3). */
export function toParkingSession(row: SessionRow): ParkingSession {
  const id = String(row.id);
  return {
    id,
    reservationId: id,
    zone: row.zone,
    transport: row.plate,
    numberTs: row.plate,
    category: row.category,
    parkingCode: row.parkingCode,
    startDate: row.startsAt.toISOString(),
    endDate: row.endsAt ? row.endsAt.toISOString() : null,
    duration: row.durationMinutes,
    sum: row.sumKopecks - row.refundKopecks,
    status: row.status === 'waiting' ? SESSION_WIRE_STATUS.waiting : SESSION_WIRE_STATUS.active,
    amountToPay: row.amountToPay,
    kind: row.kind,
  };
}
