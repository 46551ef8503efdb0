import { ERROR_MESSAGES } from '@parking/domain/errors/error-messages';
import { isErrorName } from '@parking/domain/errors/error-names';
import type { Language } from '@parking/domain/i18n/languages';
import {
  CHECK_PAST_DAYS,
  CHECK_REASON_TEXTS,
  CHECK_REASONS,
  isAllowedReason,
  type CheckInput,
  type CheckReason,
  type CheckResult,
  type RecentCheck,
} from '@parking/domain/staff/enforcement-contracts';
import type { CityContext } from '../../config/city-context.ts';
import { ticketRows } from '../../db/barrier/ticket-rows.ts';
import { checkRows, type CheckCaller, type CheckLogRow } from '../../db/enforcement/check-rows.ts';
import { plateFacts } from '../../db/enforcement/plate-facts.ts';
import { AppError } from '../../errors/app-error.ts';
import { getCityRules } from '../content/city-rules-service.ts';
import { dayTypeLookup } from '../parking/calendar-cache.ts';
import { parkingClock } from '../parking/parking-clock.ts';
import { decide, type Decision, type OpenTicket } from './check-decision.ts';
import { checkPlaces, type CheckPlace } from './check-place.ts';
import { tariffAt } from './tariff-at.ts';

export type { CheckCaller };

const MS_PER_MINUTE = 60_000;
/** How far back a plate's stays are read: an expiry earlier than this is just "not paid". */
const EXPIRED_LOOKBACK_MS = 12 * 60 * MS_PER_MINUTE;
/** A caller's clock a little ahead of ours is not a check of the future. */
const CLOCK_SLACK_MS = MS_PER_MINUTE;

/** One check made ready: its instant and place, or why it cannot be made. */
type Prepared =
  | { input: CheckInput; time: Date; place: CheckPlace; refusal?: undefined }
  | { input: CheckInput; time: Date | null; place?: undefined; refusal: AppError };

function timeOf(input: CheckInput, now: Date): Date {
  if (input.time === undefined) return now;
  const time = new Date(input.time);
  const tooOld = now.getTime() - CHECK_PAST_DAYS * 1440 * MS_PER_MINUTE;
  if (time.getTime() > now.getTime() + CLOCK_SLACK_MS || time.getTime() < tooOld) {
    throw new AppError('CheckTimeInvalid', 400, { time: 'CheckTimeInvalid' });
  }
  return time;
}

async function prepare(city: CityContext, inputs: readonly CheckInput[], now: Date): Promise<Prepared[]> {
  const places = await checkPlaces(city);
  return Promise.all(
    inputs.map(async (input): Promise<Prepared> => {
      let time: Date | null = null;
      try {
        time = timeOf(input, now);
        const place = input.point ? await places.byPoint(input.point) : places.byZone(input.zone!);
        return { input, time, place };
      } catch (error) {
        if (error instanceof AppError) return { input, time, refusal: error };
        throw error;
      }
    }),
  );
}

/** The open ticket named in a barrier car park, when there is one. */
async function ticketOf(city: CityContext, item: Prepared): Promise<OpenTicket | null> {
  const code = item.place?.object?.category === 'planar' ? item.place.object.code : null;
  if (!code || !item.input.ticket) return null;
  const row = await ticketRows.findOpen(city.db, code, item.input.ticket);
  return row && { number: row.ticketNumber, enteredAt: row.enteredAt, paidUntil: row.paidUntil };
}

const zoneName = (zone: NonNullable<CheckPlace['zone']>, lang: Language) =>
  lang === 'en' ? zone.nameEn || zone.nameRu : zone.nameRu;

function logRow(item: Prepared, decision: Decision | null): CheckLogRow {
  const refused = item.refusal;
  return {
    at: item.time ?? new Date(),
    plate: item.input.plate,
    zonenumber: item.place?.zone?.zonenumber ?? item.input.zone ?? null,
    lat: item.input.point?.lat ?? null,
    lon: item.input.point?.lon ?? null,
    parkingCode: item.place?.object?.code ?? null,
    allowed: decision ? isAllowedReason(decision.reason) : null,
    reason: decision?.reason ?? refused!.errorName,
    until: decision?.until ?? null,
    sessionId: decision?.session?.id ?? null,
  };
}

function resultOf(
  item: Prepared & { refusal?: undefined },
  decision: Decision,
  checkId: number,
  graceMinutes: number,
  lang: Language,
): CheckResult {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  const { zone, object } = item.place;
  return {
    checkId,
    plate: item.input.plate,
    time: item.time.toISOString(),
    allowed: isAllowedReason(decision.reason),
    until: iso(decision.until),
    reason: decision.reason,
    reasonText: CHECK_REASON_TEXTS[decision.reason][lang],
    zone: zone && { zonenumber: zone.zonenumber, name: zoneName(zone, lang) },
    place: object && { code: object.code, category: object.category, metres: object.metres },
    details: {
      sessionId: decision.session ? String(decision.session.id) : null,
      companyId: decision.session?.companyId ?? null,
      endedAt: decision.reason === 'paid' ? null : iso(decision.session?.endsAt ?? null),
      permit: decision.permit && {
        id: decision.permit.id,
        type: decision.permit.type,
        name: decision.permit.name,
        zones: decision.permit.zones,
        validTo: decision.permit.validTo.toISOString(),
      },
      otherZone: decision.otherZone,
      ticket: decision.ticket && {
        number: decision.ticket.number,
        enteredAt: decision.ticket.enteredAt.toISOString(),
        paidUntil: iso(decision.ticket.paidUntil),
      },
      graceMinutes,
    },
  };
}

/**
 * The enforcement check of one or more plates (issue 21 item 4; parkkihubi's check_parking):
 * each at its zone or GPS point and instant (now by default), decided by `decide` from what the
 * plates hold (read in one query for the whole call) and the zone's tariff, and every one
 * logged with its answer in one insert before the call answers. A check that cannot be made
 * (the zone unknown in this city, a time out of range) is that item's AppError; the unknown
 * zone is logged too, as a refused check.
 */
export async function runChecks(
  city: CityContext,
  caller: CheckCaller,
  inputs: readonly CheckInput[],
  lang: Language,
): Promise<(CheckResult | AppError)[]> {
  const now = parkingClock.now();
  const prepared = await prepare(city, inputs, now);
  const ready = prepared.filter((p): p is Prepared & { refusal?: undefined } => !p.refusal);
  const times = ready.map((p) => p.time.getTime());
  const [rules, dayTypeOf, facts, tickets] = await Promise.all([
    getCityRules(city),
    dayTypeLookup(city),
    ready.length > 0
      ? plateFacts(
          city.db,
          [...new Set(ready.map((p) => p.input.plate))],
          new Date(Math.min(...times) - EXPIRED_LOOKBACK_MS),
          // a stay starting at the very instant checked covers it
          new Date(Math.max(...times) + 1),
        )
      : { sessions: [], permits: [] },
    Promise.all(prepared.map((p) => ticketOf(city, p))),
  ]);
  const decisions = prepared.map((item, i) => {
    if (item.refusal) return null;
    const plate = item.input.plate;
    const zone = item.place.zone;
    return decide({
      time: item.time,
      place: item.place,
      sessions: facts.sessions.filter((s) => s.plate === plate),
      permits: facts.permits.filter((p) => p.plate === plate),
      graceMinutes: rules.enforcementGraceMinutes,
      tariff: () =>
        zone ? tariffAt(zone.versions, city.config.timeZone, dayTypeOf, item.time) : { kind: 'not_payable' },
      ticket: tickets[i]!,
    });
  });
  // a time out of range is a malformed request, not a check: only checks made or refused for
  // their place are logged
  const logged = prepared
    .map((item, i) => ({ item, decision: decisions[i] ?? null, i }))
    .filter(({ item }) => item.refusal?.errorName !== 'CheckTimeInvalid');
  const ids = await checkRows.insertAll(
    city.db,
    caller,
    logged.map(({ item, decision }) => logRow(item, decision)),
  );
  const idOf = new Map(logged.map(({ i }, n) => [i, ids[n]!]));
  return prepared.map((item, i) =>
    item.refusal
      ? item.refusal
      : resultOf(item, decisions[i]!, idOf.get(i)!, rules.enforcementGraceMinutes, lang),
  );
}

const isReason = (reason: string): reason is CheckReason =>
  (CHECK_REASONS as readonly string[]).includes(reason);

/** The caller's own latest checks (the inspector's page lists them under the form). */
export async function recentChecks(
  city: CityContext,
  caller: CheckCaller,
  limit: number,
  lang: Language,
): Promise<RecentCheck[]> {
  const rows = await checkRows.recentOf(city.db, caller, limit);
  return rows.map((row) => ({
    id: row.id,
    checkedAt: row.checkedAt.toISOString(),
    time: row.at.toISOString(),
    plate: row.plate,
    zonenumber: row.zonenumber,
    point: row.lat !== null && row.lon !== null ? { lat: row.lat, lon: row.lon } : null,
    allowed: row.allowed,
    reason: row.reason,
    reasonText: isReason(row.reason)
      ? CHECK_REASON_TEXTS[row.reason][lang]
      : isErrorName(row.reason)
        ? ERROR_MESSAGES[row.reason][lang]
        : row.reason,
    until: row.until?.toISOString() ?? null,
  }));
}
