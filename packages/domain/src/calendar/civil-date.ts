/**
 * Calendar dates as whole day numbers (days since 1970-01-01) and back, in pure integer
 * arithmetic (H. Hinnant's civil-from-days). The tariff engine walks local days with these
 * instead of building Date objects or calling Intl per day, which keeps a cost call cheap.
 */

export const MS_PER_DAY = 86_400_000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CivilDate {
  year: number;
  month: number; // 1..12
  day: number; // 1..31
}

/** Day number of a proleptic Gregorian date; 1970-01-01 is 0. */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

export function civilFromDays(dayNumber: number): CivilDate {
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** 'YYYY-MM-DD' of a day number (years 0..9999). */
export function formatDayNumber(dayNumber: number): string {
  const { year, month, day } = civilFromDays(dayNumber);
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

/** Day number of a strict 'YYYY-MM-DD' string, or undefined when it is not a real date. */
export function parseIsoDate(date: string): number | undefined {
  const m = ISO_DATE.exec(date);
  if (!m) return undefined;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const n = daysFromCivil(year, month, day);
  const back = civilFromDays(n);
  // rejects 2025-02-30 and friends instead of silently rolling them over
  return back.year === year && back.month === month && back.day === day ? n : undefined;
}

/** ISO weekday of a day number: 1 Monday .. 7 Sunday (1970-01-01 was a Thursday). */
export function isoWeekday(dayNumber: number): number {
  return ((((dayNumber + 3) % 7) + 7) % 7) + 1;
}

/** 'YYYY-MM-DD HH:mm' of a wall-clock time given as milliseconds since the local epoch. */
export function formatWallMinute(wallMs: number): string {
  const dayNumber = Math.floor(wallMs / MS_PER_DAY);
  const minuteOfDay = Math.floor((wallMs - dayNumber * MS_PER_DAY) / 60_000);
  return `${formatDayNumber(dayNumber)} ${pad2(Math.floor(minuteOfDay / 60))}:${pad2(minuteOfDay % 60)}`;
}
