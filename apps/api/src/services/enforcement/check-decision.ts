import { isFreeParking } from '@parking/domain/contracts/map-info';
import type { CheckReason } from '@parking/domain/staff/enforcement-contracts';
import type { PlatePermit, PlateSession } from '../../db/enforcement/plate-facts.ts';
import type { CheckPlace } from './check-place.ts';
import type { TariffState } from './tariff-at.ts';

/** An open barrier ticket the check was told of. */
export interface OpenTicket {
  number: string;
  enteredAt: Date;
  paidUntil: Date | null;
}

/** What one plate's check found, before it is worded. */
export interface Decision {
  reason: CheckReason;
  until: Date | null;
  session: PlateSession | null;
  permit: PlatePermit | null;
  otherZone: string | null;
  ticket: OpenTicket | null;
}

export interface DecisionInput {
  time: Date;
  place: CheckPlace;
  /** The plate's paid or owed stays near the time, anywhere in the city. */
  sessions: readonly PlateSession[];
  /** The plate's live subscriptions and permits near the time. */
  permits: readonly PlatePermit[];
  graceMinutes: number;
  /** The zone's tariff at the time; asked only when nothing the plate holds decides. */
  tariff: () => TariffState;
  ticket: OpenTicket | null;
}

const MS_PER_MINUTE = 60_000;

const decision = (reason: CheckReason, until: Date | null, more: Partial<Decision> = {}): Decision => ({
  reason,
  until,
  session: null,
  permit: null,
  otherZone: null,
  ticket: null,
  ...more,
});

const covers = (s: PlateSession, at: number) =>
  s.startsAt.getTime() <= at && (s.endsAt === null || s.endsAt.getTime() > at);
const valid = (p: PlatePermit, at: number) => p.validFrom.getTime() <= at && p.validTo.getTime() > at;
const inZone = (zones: readonly string[], zone: string) => zones.includes('#') || zones.includes(zone);
/** A permit that frees the zone rather than discounting it. */
const frees = (p: PlatePermit) => p.sale >= 100;

/** The one ending last (an open-ended stay ends never). */
function latest<T>(items: readonly T[], endOf: (item: T) => Date | null): T | null {
  let best: T | null = null;
  for (const item of items) {
    const end = endOf(item)?.getTime() ?? Infinity;
    if (best === null || end > (endOf(best)?.getTime() ?? Infinity)) best = item;
  }
  return best;
}

/**
 * Whether the plate may stand at the place at the time, and why (CHECK_REASONS). The place
 * decides first (a place for disabled drivers, a free or barrier parking, no paid zone at all),
 * then what the plate holds in the zone (a paid stay, a subscription or permit), then the
 * tariff (free or taking no payment then), then the grace after a stay in the zone; otherwise
 * not allowed, saying whether it is paid elsewhere or its stay here ran out.
 */
export function decide(input: DecisionInput): Decision {
  const at = input.time.getTime();
  const { zone, object } = input.place;
  const zonenumber = zone?.zonenumber ?? null;

  if (object?.category === 'fordisabled') {
    // a disabled driver's social permit, for this zone or any (a bay outside the zones: any)
    const social = latest(
      input.permits.filter(
        (p) => p.type === 'social' && valid(p, at) && (zonenumber === null || inZone(p.zones, zonenumber)),
      ),
      (p) => p.validTo,
    );
    return social
      ? decision('disabled_permit', social.validTo, { permit: social })
      : decision('disabled_bay', null);
  }
  if (object && (object.category === 'free' || isFreeParking(object))) return decision('free_parking', null);
  if (object?.category === 'planar') {
    return input.ticket
      ? decision('barrier_ticket', input.ticket.paidUntil, { ticket: input.ticket })
      : decision('barrier_parking', null);
  }
  if (zonenumber === null) return decision('no_zone', null);

  const here = input.sessions.filter((s) => s.zone === zonenumber);
  const paid = latest(
    here.filter((s) => covers(s, at)),
    (s) => s.endsAt,
  );
  if (paid) return decision('paid', paid.endsAt, { session: paid });

  const permit = latest(
    input.permits.filter((p) => frees(p) && valid(p, at) && inZone(p.zones, zonenumber)),
    (p) => p.validTo,
  );
  if (permit)
    return decision(permit.type === 'subscription' ? 'subscription' : 'permit', permit.validTo, { permit });

  const tariff = input.tariff();
  if (tariff.kind === 'free') return decision('free_interval', tariff.until);
  if (tariff.kind === 'not_payable') return decision('not_payable', null);

  const ended = latest(
    here.filter((s) => s.endsAt !== null && s.endsAt.getTime() <= at),
    (s) => s.endsAt,
  );
  const graceEnds = ended && new Date(ended.endsAt!.getTime() + input.graceMinutes * MS_PER_MINUTE);
  if (ended && graceEnds && graceEnds.getTime() > at) return decision('grace', graceEnds, { session: ended });

  const elsewhere =
    input.sessions.find((s) => s.zone !== zonenumber && covers(s, at))?.zone ??
    input.permits.find((p) => frees(p) && valid(p, at))?.zones[0] ??
    null;
  if (elsewhere !== null) return decision('other_zone', null, { otherZone: elsewhere });
  if (ended) return decision('expired', null, { session: ended });
  return decision('not_paid', null);
}
