import { stayParts } from './stay-parts';

/** One line of the payment review: what it is and its value, as the driver reads them. */
export type ReviewFact = { label: string; value: string };

/** Date and time on the city's clocks, e.g. "10 Mar, 12:00" (ru: "10 мар., 12:00"). */
export function cityTimeText(iso: string, timeZone: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, {
    timeZone,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/**
 * The city's time zone by name ("Yekaterinburg Standard Time") when the phone's clock is set to
 * another zone, so a visitor does not read the city's 12:00 as their own; null when they agree.
 */
export function otherZoneName(timeZone: string, lang: string, deviceZone?: string): string | null {
  const device = deviceZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (device === timeZone) return null;
  const parts = new Intl.DateTimeFormat(lang, { timeZone, timeZoneName: 'long' }).formatToParts(new Date());
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** The stay's length in words: "1 hour 30 minutes". */
export function durationText(
  minutes: number,
  unit: (unit: 'days' | 'hours' | 'minutes', count: number) => string,
): string {
  return stayParts(minutes)
    .map((part) => unit(part.unit, part.count))
    .join(' ');
}
