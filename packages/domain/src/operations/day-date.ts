// Civil dates (a city's calendar day, no time zone) as the operations filters, the pickers and
// the monthly report read and write them. No zod: the web's date picker imports this.

/** A calendar date as the pickers show it (§2: DD/MM/YYYY). */
export const DATE_FORMAT = 'DD/MM/YYYY';
const DMY = /^(\d{2})[./](\d{2})[./](\d{4})$/;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A civil date, no time zone: the city's calendar day. */
export interface DayDate {
  year: number;
  month: number;
  day: number;
}

/** DD/MM/YYYY (also DD.MM.YYYY and YYYY-MM-DD) to a real calendar date, or null. */
export function parseDayDate(text: string): DayDate | null {
  const dmy = DMY.exec(text);
  const ymd = YMD.exec(text);
  let date: DayDate;
  if (dmy) date = { year: Number(dmy[3]), month: Number(dmy[2]), day: Number(dmy[1]) };
  else if (ymd) date = { year: Number(ymd[1]), month: Number(ymd[2]), day: Number(ymd[3]) };
  else return null;
  const probe = new Date(Date.UTC(date.year, date.month - 1, date.day));
  if (
    date.year < 2000 ||
    date.year > 2099 ||
    probe.getUTCMonth() !== date.month - 1 ||
    probe.getUTCDate() !== date.day
  ) {
    return null;
  }
  return date;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** A civil date as DD/MM/YYYY. */
export function formatDayDate(date: DayDate): string {
  return `${pad(date.day)}/${pad(date.month)}/${pad(date.year, 4)}`;
}
/** Day count since 1970-01-01, for comparing and stepping civil dates. */
export function dayNumberOf(date: DayDate): number {
  return Math.floor(Date.UTC(date.year, date.month - 1, date.day) / 86_400_000);
}
export function dayDateOf(dayNumber: number): DayDate {
  const d = new Date(dayNumber * 86_400_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}
