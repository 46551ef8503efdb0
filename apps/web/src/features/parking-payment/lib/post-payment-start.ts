import { wallPartsAt, wallTimeToInstant } from './city-time';

/** Roadside payment types of the form (document 1 §4): today is the default. */
export type RoadsidePayType = 'today' | 'postPayment' | 'postPaymentYesterday';

export type StartTimeCheck =
  { ok: true; instant: number | null } | { ok: false; error: 'required' | 'futureTime' | 'invalid' };

/**
 * The start of a post-paid stay: the picked 'HH:mm' today (or yesterday: one day less) on the
 * city's clocks. It must be in the past ('Cannot select future time').
 */
export function postPaymentStart(
  type: RoadsidePayType,
  time: string | null,
  timeZone: string,
  now: number,
): StartTimeCheck {
  if (type === 'today') return { ok: true, instant: null };
  if (!time) return { ok: false, error: 'required' };
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return { ok: false, error: 'invalid' };
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) return { ok: false, error: 'invalid' };
  const today = wallPartsAt(now, timeZone);
  const instant = wallTimeToInstant(
    { ...today, day: today.day - (type === 'postPaymentYesterday' ? 1 : 0), hour, minute },
    timeZone,
  );
  if (instant > now) return { ok: false, error: 'futureTime' };
  return { ok: true, instant };
}
