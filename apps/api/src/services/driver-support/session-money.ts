import type { DriverSession } from '@parking/domain/staff/driver-support-contracts';
import type { SupportSessionRecord } from '../../db/driver-support/driver-session-rows.ts';
import type { SessionRow } from '../../db/schema/sessions.ts';

/** Paid and not ended: support cancels it with a refund of the unused time. */
export function isRunning(s: SessionRow, now: Date): boolean {
  return s.status === 'active' && (s.endsAt === null || s.endsAt.getTime() > now.getTime());
}

/**
 * What a stay refund may still give back: a paid stay that ended, of the driver's own money
 * (a company's stay is the company's), less its cancel refund and support's refunds posted or
 * waiting for approval. 0 for anything else.
 */
export function refundableOf(r: SupportSessionRecord, now: Date): number {
  const s = r.session;
  if (s.companyId !== null || isRunning(s, now)) return 0;
  if (s.status !== 'active' && s.status !== 'finished') return 0;
  return Math.max(0, s.sumKopecks - s.refundKopecks - r.supportHeld);
}

/** A stay as support's list shows it. */
export function supportSessionOf(r: SupportSessionRecord, now: Date): DriverSession {
  const s = r.session;
  return {
    id: String(s.id),
    kind: s.kind,
    status: s.status,
    running: isRunning(s, now),
    zone: s.zone,
    parkingCode: s.parkingCode,
    plate: s.plate,
    startsAt: s.startsAt.toISOString(),
    endsAt: s.endsAt?.toISOString() ?? null,
    durationMinutes: s.durationMinutes,
    paymentMethod: s.paymentMethod,
    paid: s.sumKopecks,
    refunded: s.refundKopecks + r.supportRefunded,
    refundable: refundableOf(r, now),
    fleet: s.companyId !== null,
  };
}
