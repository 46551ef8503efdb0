import type { DayType } from '../contracts/map-info.ts';
import { formatDayNumber, formatWallMinute, MS_PER_DAY } from '../calendar/civil-date.ts';
import { benefitAt, toTimedBenefits } from './benefit-timeline.ts';
import { slotAt, type CompiledTariff, type TariffSlot } from './compile-tariff.ts';
import { TariffTimeline } from './tariff-timeline.ts';
import type { CostErrorName, CostFailure, CostInput, CostInterval, CostResult } from './cost-types.ts';
import { zoneClock, type ZoneClock } from './zone-clock.ts';

const MS_PER_MINUTE = 60_000;

/**
 * Sums are kept in "fine units" of 1/60 000 kopeck: one minute at h kopecks an hour with a
 * discount of t tenths of a percent is h * (1000 - t) units to pay and h * t units of discount,
 * both exact integers. Kopecks are only formed when reporting, by rounding down.
 */
const FINE_PER_KOPECK = 60_000;

/** A year. With MAX_PRICE_PER_HOUR it bounds every fine sum below 2^53. */
export const MAX_DURATION_MINUTES = 366 * 24 * 60;

interface OpenInterval {
  startMinute: number;
  endMinute: number;
  dayNumber: number;
  dayType: DayType;
  slot: TariffSlot;
  tenths: number;
  /** Running fine sums of the whole stay when this interval began. */
  payBefore: number;
  discountBefore: number;
}

const fail = (
  errorName: CostErrorName,
  message: string,
  where?: { localDate: string; localTime?: string },
): CostFailure => ({ ok: false, errorName, message, ...where });

const localTimeOf = (msOfDay: number): string => formatWallMinute(msOfDay).slice(11);

/**
 * The cost of a stay of whole minutes from `start`. Each minute is priced by the local wall
 * time and local day at which it starts: the hourly price of the tariff row containing that
 * time on that day's day type, divided by 60, less the highest benefit valid at that instant.
 * With the zone's tariff versions, the row comes from the version in force at that instant.
 *
 * The stay is walked in segments, not minutes: a segment ends at the next tariff row edge
 * (local midnight is one), tariff version edge, benefit edge, UTC offset change or the end of
 * the stay, so a day
 * costs a handful of steps. Rounding: each total is its exact sum rounded down once; interval
 * rows are differences of the rounded running sums, so they add up to the totals exactly.
 */
export function calculateCost(input: CostInput): CostResult {
  const startMs = input.start.getTime();
  const minutesTotal = input.durationMinutes;
  if (!Number.isFinite(startMs)) return fail('ValidationError', 'start is not a valid instant');
  if (!Number.isInteger(minutesTotal) || minutesTotal < 0 || minutesTotal > MAX_DURATION_MINUTES) {
    return fail('ValidationError', `duration must be a whole number of minutes 0..${MAX_DURATION_MINUTES}`);
  }
  const timeline = TariffTimeline.of(input);
  if (!(timeline instanceof TariffTimeline)) return timeline;
  // the version at the start is checked before anything else, as a single tariff always was
  const first = timeline.at(startMs);
  if ('ok' in first) return first;
  const clock = zoneClock(input.timeZone);
  if (!clock) return fail('CalculationCostError', `unknown time zone ${input.timeZone}`);
  const benefits = toTimedBenefits(input.benefits ?? []);
  if (!benefits) return fail('ValidationError', 'a benefit has a bad percent or validity');

  const endMs = startMs + minutesTotal * MS_PER_MINUTE;
  const intervals: CostInterval[] = [];
  const benefitsName: string[] = [];
  let maxTenths = 0;
  let pay = 0;
  let discount = 0;
  let open: OpenInterval | undefined;
  let cachedDay = NaN;
  let localDate = '';
  let dayType: DayType | undefined;
  let tariff: CompiledTariff = first.tariff;
  let versionUntil = first.until;

  const close = (interval: OpenInterval): void => {
    intervals.push(toRow(interval, startMs, clock, pay, discount));
  };

  for (let minute = 0; minute < minutesTotal;) {
    const at = startMs + minute * MS_PER_MINUTE;
    const wall = at + clock.offsetAt(at);
    const dayNumber = Math.floor(wall / MS_PER_DAY);
    const msOfDay = wall - dayNumber * MS_PER_DAY;
    if (dayNumber !== cachedDay) {
      cachedDay = dayNumber;
      localDate = formatDayNumber(dayNumber);
      dayType = input.dayTypeOf(localDate);
    }
    if (!dayType) return fail('CalendarIsEmpty', 'the production calendar has no such date', { localDate });
    if (at >= versionUntil) {
      const version = timeline.at(at);
      if ('ok' in version) return { ...version, localDate, localTime: localTimeOf(msOfDay) };
      tariff = version.tariff;
      versionUntil = version.until;
    }
    const slots = tariff[dayType];
    if (!slots) {
      return fail('TypeOfDayIsNotDefined', `the tariff has no ${dayType} rows`, { localDate });
    }
    const slot = slotAt(slots, msOfDay);
    if (!slot) {
      const where = { localDate, localTime: localTimeOf(msOfDay) };
      return fail('TariffNotFound', `no ${dayType} tariff row covers this time`, where);
    }
    const { best, nextChange } = benefitAt(benefits, at);
    // wall time runs with the instant until the next offset change, which cuts the segment
    let segmentEnd = Math.min(at + (slot.toMs - msOfDay), nextChange, versionUntil, endMs);
    segmentEnd = Math.min(segmentEnd, clock.nextChange(at, segmentEnd));
    // the minute that straddles an edge belongs to the side where it starts
    const nextMinute = Math.min(minutesTotal, Math.ceil((segmentEnd - startMs) / MS_PER_MINUTE));
    const minutes = nextMinute - minute;
    // a free minute has nothing to discount; keeping 0 there also keeps free rows unsplit
    const tenths = slot.pricePerHour > 0 ? (best?.tenths ?? 0) : 0;

    if (!open || open.dayNumber !== dayNumber || open.slot !== slot || open.tenths !== tenths) {
      if (open) close(open);
      open = {
        startMinute: minute,
        endMinute: minute,
        dayNumber,
        dayType,
        slot,
        tenths,
        payBefore: pay,
        discountBefore: discount,
      };
    }
    open.endMinute = nextMinute;
    pay += minutes * slot.pricePerHour * (1000 - tenths);
    discount += minutes * slot.pricePerHour * tenths;
    if (best && tenths > 0) {
      maxTenths = Math.max(maxTenths, tenths);
      if (!benefitsName.includes(best.name)) benefitsName.push(best.name);
    }
    minute = nextMinute;
  }
  if (open) close(open);

  const totalcost = Math.floor(pay / FINE_PER_KOPECK);
  const totaldiscount = Math.floor(discount / FINE_PER_KOPECK);
  return {
    ok: true,
    totalcost,
    totaldiscount,
    price: totalcost + totaldiscount,
    benefit: maxTenths / 10,
    benefitsName,
    costData: { intervals, totalcost },
  };
}

function toRow(
  interval: OpenInterval,
  startMs: number,
  clock: ZoneClock,
  payAfter: number,
  discountAfter: number,
): CostInterval {
  const fromMs = startMs + interval.startMinute * MS_PER_MINUTE;
  const toMs = startMs + interval.endMinute * MS_PER_MINUTE;
  const kopecks = (fine: number) => Math.floor(fine / FINE_PER_KOPECK);
  const cost = kopecks(payAfter) - kopecks(interval.payBefore);
  const discount = kopecks(discountAfter) - kopecks(interval.discountBefore);
  return {
    from: new Date(fromMs).toISOString(),
    to: new Date(toMs).toISOString(),
    localFrom: formatWallMinute(fromMs + clock.offsetAt(fromMs)),
    localTo: formatWallMinute(toMs + clock.offsetAt(toMs)),
    dayType: interval.dayType,
    pricePerHour: interval.slot.pricePerHour,
    minutes: interval.endMinute - interval.startMinute,
    benefit: interval.tenths / 10,
    price: cost + discount,
    discount,
    cost,
  };
}
