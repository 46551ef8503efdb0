import { zoneClock } from '@parking/domain/tariffs/zone-clock';

/**
 * Wall-clock arithmetic in the city's time zone (design.md §2: each city has an IANA zone).
 * Drivers pick times as the city's clocks show them, whatever the phone's own zone. The
 * offsets come from the domain's zone clock, the one the tariff engine prices by.
 */
interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function offsetAt(instant: number, timeZone: string): number {
  const clock = zoneClock(timeZone);
  if (!clock) throw new RangeError(`unknown time zone ${timeZone}`);
  return clock.offsetAt(instant);
}

/** The city's wall clock at an instant. */
export function wallPartsAt(instant: number, timeZone: string): WallParts & { second: number } {
  const wall = new Date(instant + offsetAt(instant, timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** The instant at which the city's clocks show this wall time (day may over- or underflow). */
export function wallTimeToInstant(w: WallParts, timeZone: string): number {
  const guess = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  const first = guess - offsetAt(guess, timeZone);
  return guess - offsetAt(first, timeZone);
}
