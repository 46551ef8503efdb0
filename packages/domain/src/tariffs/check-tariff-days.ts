import { DAY_TYPES, type DayType } from '../contracts/map-info.ts';

/** One interval of a tariff version's day: [timeFrom, timeTo) local wall time, 'HH:MM'. */
export interface TariffDayInterval {
  timeFrom: string;
  timeTo: string;
  /** Kopecks an hour. */
  pricePerHour: number;
}

export type TariffDays = Record<DayType, readonly TariffDayInterval[]>;

/** Why a day type's intervals are refused; `at` says where, e.g. '08:00-09:00'. */
export type TariffDayProblemKind = 'Empty' | 'Gap' | 'Overlap' | 'BadInterval';

export interface TariffDayProblem {
  dayType: DayType;
  /** Index of the interval in the form's list; absent for the day as a whole (Empty, a gap at its end). */
  index?: number;
  problem: TariffDayProblemKind;
  at: string;
}

const MINUTES_PER_DAY = 24 * 60;

/** 'HH:MM' (00:00-24:00) to minutes of the day; undefined when not such a time. */
export function tariffTimeToMinutes(time: string): number | undefined {
  const m = /^(\d{2}):(\d{2})$/.exec(time);
  if (!m) return undefined;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return Number(m[2]) < 60 && minutes <= MINUTES_PER_DAY ? minutes : undefined;
}

const hhmm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Where a version's day types fail to cover 00:00-24:00 exactly once. Every day type must be
 * covered: a holiday or weekend the calendar names but the tariff lacks would stop payments on
 * that day (TypeOfDayIsNotDefined), so the gap is caught when the version is written instead.
 * The same check runs in the console's form and on the server; [] means the days are valid.
 */
export function checkTariffDays(days: TariffDays): TariffDayProblem[] {
  const problems: TariffDayProblem[] = [];
  for (const dayType of DAY_TYPES) {
    const intervals = days[dayType] ?? [];
    if (intervals.length === 0) {
      problems.push({ dayType, problem: 'Empty', at: '00:00-24:00' });
      continue;
    }
    const spans: { from: number; to: number; index: number }[] = [];
    intervals.forEach((interval, index) => {
      const from = tariffTimeToMinutes(interval.timeFrom);
      const to = tariffTimeToMinutes(interval.timeTo);
      if (from === undefined || to === undefined || from >= to) {
        problems.push({
          dayType,
          index,
          problem: 'BadInterval',
          at: `${interval.timeFrom}-${interval.timeTo}`,
        });
      } else spans.push({ from, to, index });
    });
    spans.sort((a, b) => a.from - b.from || a.to - b.to);
    let covered = 0;
    for (const span of spans) {
      if (span.from > covered) {
        problems.push({
          dayType,
          index: span.index,
          problem: 'Gap',
          at: `${hhmm(covered)}-${hhmm(span.from)}`,
        });
      } else if (span.from < covered) {
        const at = `${hhmm(span.from)}-${hhmm(Math.min(covered, span.to))}`;
        problems.push({ dayType, index: span.index, problem: 'Overlap', at });
      }
      covered = Math.max(covered, span.to);
    }
    if (spans.length > 0 && covered < MINUTES_PER_DAY) {
      problems.push({ dayType, problem: 'Gap', at: `${hhmm(covered)}-24:00` });
    }
  }
  return problems;
}
