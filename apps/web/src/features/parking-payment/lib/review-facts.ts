import { formatCityDateTime } from '@parking/domain/format/city-time-format';
import { durationWords } from '@parking/domain/format/duration-words';

/** One line of the payment review: what it is and its value, as the driver reads them. */
export type ReviewFact = { label: string; value: string };

/** Date and time on the city's clocks with its offset, e.g. "10 March, 12:00 GMT+5" (ru: "10 марта, 12:00 GMT+5"). */
export function cityTimeText(iso: string, timeZone: string, lang: string): string {
  return formatCityDateTime(iso, lang, timeZone);
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
  return durationWords(minutes, unit, { days: true });
}
