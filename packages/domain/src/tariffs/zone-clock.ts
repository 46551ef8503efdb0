import { daysFromCivil, MS_PER_DAY } from '../calendar/civil-date.ts';

/**
 * UTC offsets of an IANA zone, from Intl (the only time zone database a universal package
 * can rely on). Intl is slow (microseconds per call), so offsets are resolved once per UTC day
 * and kept: a day either has one offset, or one change at a whole second found by bisection.
 * Every tzdb zone changes its offset at most once a day, which is what this relies on.
 */
export interface ZoneClock {
  /** Milliseconds to add to a UTC instant to get the local wall-clock time. */
  offsetAt(utcMs: number): number;
  /** The first offset change strictly between the two instants, or Infinity when none. */
  nextChange(afterMs: number, beforeMs: number): number;
}

interface DayOffsets {
  before: number;
  after: number;
  /** First instant with the `after` offset; Infinity when the day has a single offset. */
  change: number;
}

// a year of days per zone is a few hundred kilobytes; dropping all beyond that bounds memory
const MAX_CACHED_DAYS = 20_000;

function createClock(timeZone: string): ZoneClock {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const days = new Map<number, DayOffsets>();

  const rawOffset = (utcMs: number): number => {
    const second = Math.floor(utcMs / 1000) * 1000;
    let y = 0;
    let mo = 1;
    let d = 1;
    let h = 0;
    let mi = 0;
    let s = 0;
    for (const part of format.formatToParts(second)) {
      const v = Number(part.value);
      if (part.type === 'year') y = v;
      else if (part.type === 'month') mo = v;
      else if (part.type === 'day') d = v;
      else if (part.type === 'hour') h = v;
      else if (part.type === 'minute') mi = v;
      else if (part.type === 'second') s = v;
    }
    return daysFromCivil(y, mo, d) * MS_PER_DAY + ((h * 60 + mi) * 60 + s) * 1000 - second;
  };

  const dayOffsets = (dayNumber: number): DayOffsets => {
    let entry = days.get(dayNumber);
    if (entry) return entry;
    // probe from the last second of the previous day, so a change at midnight UTC is seen too
    let lo = dayNumber * MS_PER_DAY - 1000;
    let hi = lo + MS_PER_DAY;
    const before = rawOffset(lo);
    const after = rawOffset(hi);
    if (before === after) entry = { before, after, change: Infinity };
    else {
      while (hi - lo > 1000) {
        const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
        if (rawOffset(mid) === before) lo = mid;
        else hi = mid;
      }
      entry = { before, after, change: hi };
    }
    if (days.size >= MAX_CACHED_DAYS) days.clear();
    days.set(dayNumber, entry);
    return entry;
  };

  return {
    offsetAt(utcMs) {
      const entry = dayOffsets(Math.floor(utcMs / MS_PER_DAY));
      return utcMs < entry.change ? entry.before : entry.after;
    },
    nextChange(afterMs, beforeMs) {
      const last = Math.floor((beforeMs - 1) / MS_PER_DAY);
      for (let day = Math.floor(afterMs / MS_PER_DAY); day <= last; day++) {
        const { change } = dayOffsets(day);
        if (change > afterMs && change < beforeMs) return change;
      }
      return Infinity;
    },
  };
}

const clocks = new Map<string, ZoneClock | null>();

/** The clock of an IANA zone, shared by all callers; undefined when Intl does not know the zone. */
export function zoneClock(timeZone: string): ZoneClock | undefined {
  let clock = clocks.get(timeZone);
  if (clock === undefined) {
    try {
      clock = createClock(timeZone);
    } catch {
      clock = null; // RangeError: unknown zone; remembered so bad input stays cheap
    }
    if (clocks.size < 1000) clocks.set(timeZone, clock);
  }
  return clock ?? undefined;
}
