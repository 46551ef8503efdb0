/**
 * Wall-clock arithmetic in the city's time zone (design.md §2: each city has an IANA zone).
 * Drivers pick times as the city's clocks show them, whatever the phone's own zone.
 */
interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The city's wall clock at an instant. */
export function wallPartsAt(instant: number, timeZone: string): WallParts & { second: number } {
  const parts = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Offset of the zone from UTC at an instant, ms. */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallPartsAt(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant at which the city's clocks show this wall time (day may over- or underflow). */
export function wallTimeToInstant(w: WallParts, timeZone: string): number {
  const guess = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  const first = guess - offsetAt(guess, timeZone);
  return guess - offsetAt(first, timeZone);
}

export const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'HH:mm' of an instant in the city. */
export function formatCityTime(instant: number, timeZone: string): string {
  const w = wallPartsAt(instant, timeZone);
  return `${pad2(w.hour)}:${pad2(w.minute)}`;
}

/** 'DD.MM.YYYY' of an instant in the city. */
export function formatCityDate(instant: number, timeZone: string): string {
  const w = wallPartsAt(instant, timeZone);
  return `${pad2(w.day)}.${pad2(w.month)}.${w.year}`;
}

export function isSameCityDay(a: number, b: number, timeZone: string): boolean {
  const x = wallPartsAt(a, timeZone);
  const y = wallPartsAt(b, timeZone);
  return x.year === y.year && x.month === y.month && x.day === y.day;
}
