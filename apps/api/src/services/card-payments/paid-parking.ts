import { z } from 'zod';
import { ticketRows } from '../../db/barrier/ticket-rows.ts';
import type { Db } from '../../db/db-types.ts';
import type { CardPaymentRow } from '../../db/schema/card-payments.ts';
import { sessionRows } from '../../db/sessions/session-rows.ts';
import { stayProofRows } from '../../db/stay-proof/stay-proof-rows.ts';

export const PaidParkingSchema = z.object({
  kind: z.enum(['parking', 'barrier']),
  /** A parking's vehicle and place. */
  plate: z.string().optional(),
  zone: z.string().optional(),
  parkingCode: z.string().nullable().optional(),
  /** A barrier stay's parking and ticket. */
  parkingNumber: z.string().optional(),
  ticketNumber: z.string().optional(),
  /** ISO: the parking is paid until then, or the car may leave a barrier parking until then. */
  until: z.string().nullable(),
  /** A parking's proof of payment (issue 23 item 5): the code of its page /proof/<code>, once made. */
  proofCode: z.string().optional(),
});
export type PaidParking = z.infer<typeof PaidParkingSchema>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The settlement of a guest's stay made its proof (services/stay-proof/guest-proof-message.ts). */
async function proofCodeOf(db: Db, sessionId: number): Promise<{ proofCode?: string }> {
  const code = await stayProofRows.codeOf(db, sessionId);
  return code ? { proofCode: code } : {};
}

/**
 * What a card payment bought, read from the purpose's own record (the payload names it): a
 * guest who comes back from the bank has no cabinet to look it up in (issue 18). Only the
 * payer is shown it. Top-ups and subscriptions have no stay.
 */
export async function paidParkingOf(db: Db, row: CardPaymentRow): Promise<PaidParking | undefined> {
  const payload = row.payload as Record<string, unknown>;
  if (row.purpose === 'session' || row.purpose === 'deferred') {
    const session = await sessionRows.byId(db, Number(payload.sessionId));
    if (!session) return undefined;
    return {
      kind: 'parking',
      plate: session.plate,
      zone: session.zone,
      parkingCode: session.parkingCode,
      until: iso(session.endsAt),
      ...(await proofCodeOf(db, session.id)),
    };
  }
  if (row.purpose === 'planar') {
    const ticket = await ticketRows.byId(db, Number(payload.ticketId));
    if (!ticket) return undefined;
    return {
      kind: 'barrier',
      parkingNumber: ticket.parkingNumber,
      ticketNumber: ticket.ticketNumber,
      until: iso(ticket.exitUntil),
    };
  }
  return undefined;
}
