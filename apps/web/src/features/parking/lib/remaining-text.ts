/** 15 minutes or less left: say 'now' and how long (document 1 §4). */
export const SOON_MS = 15 * 60_000;

export type RemainingText =
  | { kind: 'ended' }
  | { kind: 'soon'; minutes: number }
  | { kind: 'today'; time: string }
  | { kind: 'date'; date: string; time: string };

function cityParts(instant: number, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  return { date: `${parts.day}.${parts.month}.${parts.year}`, time: `${parts.hour}:${parts.minute}` };
}

/** 'HH:mm' of an instant on the city's clocks. */
export const cityTime = (instant: number, timeZone: string) => cityParts(instant, timeZone).time;

/** When a session ends, as the parking list says it: now (+ minutes), today at HH:mm, or date and time. */
export function remainingText(end: number, now: number, timeZone: string): RemainingText {
  const left = end - now;
  if (left <= 0) return { kind: 'ended' };
  if (left <= SOON_MS) return { kind: 'soon', minutes: Math.max(1, Math.ceil(left / 60_000)) };
  const endParts = cityParts(end, timeZone);
  if (endParts.date === cityParts(now, timeZone).date) return { kind: 'today', time: endParts.time };
  return { kind: 'date', ...endParts };
}
