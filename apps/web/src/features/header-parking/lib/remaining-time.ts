import { cityDate, cityTime, sameCityDay } from '../../../shared/payments/session-view';

/** Document 1 §4: "now" plus the time left when 15 minutes or less remain. */
export const NOW_WINDOW_MS = 15 * 60_000;

export type EndText =
  | { kind: 'now'; left: string }
  | { kind: 'today'; time: string }
  | { kind: 'date'; date: string; time: string }
  | { kind: 'ended' };

const two = (n: number) => String(n).padStart(2, '0');

/**
 * When a session ends, as the header says it: 'now, in 12:05' (minutes:seconds) within 15
 * minutes, 'today at 14:30' later the same day of the city, else the date and the time.
 */
export function endText(endMs: number, nowMs: number, lang: string, timeZone?: string): EndText {
  const left = endMs - nowMs;
  if (left <= 0) return { kind: 'ended' };
  if (left <= NOW_WINDOW_MS) {
    const seconds = Math.ceil(left / 1000);
    return { kind: 'now', left: `${Math.floor(seconds / 60)}:${two(seconds % 60)}` };
  }
  if (sameCityDay(endMs, nowMs, timeZone)) return { kind: 'today', time: cityTime(endMs, lang, timeZone) };
  return { kind: 'date', date: cityDate(endMs, lang, timeZone), time: cityTime(endMs, lang, timeZone) };
}

/** What fits inside the ring: whole hours, else whole minutes, else seconds. */
export function ringUnit(leftMs: number): { unit: 'hours' | 'minutes' | 'seconds'; count: number } {
  const seconds = Math.max(0, Math.ceil(leftMs / 1000));
  if (seconds >= 3600) return { unit: 'hours', count: Math.floor(seconds / 3600) };
  if (seconds >= 60) return { unit: 'minutes', count: Math.floor(seconds / 60) };
  return { unit: 'seconds', count: seconds };
}

/** The part of the paid time still left, 0..100, for a determinate progress ring. */
export function remainingPercent(startMs: number, endMs: number, nowMs: number): number {
  const total = endMs - startMs;
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, ((endMs - nowMs) / total) * 100));
}
