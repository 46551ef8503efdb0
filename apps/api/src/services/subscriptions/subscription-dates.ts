import { zoneClock } from '@parking/domain/tariffs/zone-clock';

export const MS_PER_DAY = 86_400_000;

function offsetAt(timeZone: string, utcMs: number): number {
  return zoneClock(timeZone)?.offsetAt(utcMs) ?? 0;
}

/** The city's calendar date of an instant, 'YYYY-MM-DD'. */
export function localDateOf(instant: Date, timeZone: string): string {
  return new Date(instant.getTime() + offsetAt(timeZone, instant.getTime())).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' plus n days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The instant a city's calendar day starts (its local midnight). */
export function dayStartOf(date: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`);
  let utc = wall - offsetAt(timeZone, wall);
  utc = wall - offsetAt(timeZone, utc);
  return new Date(utc);
}

/** Document 2 §9: benefits show 'DD/MM/YY HH:mm' in the city's time zone. */
export function benefitDate(instant: Date, timeZone: string): string {
  const wall = new Date(instant.getTime() + offsetAt(timeZone, instant.getTime())).toISOString();
  return `${wall.slice(8, 10)}/${wall.slice(5, 7)}/${wall.slice(2, 4)} ${wall.slice(11, 16)}`;
}
