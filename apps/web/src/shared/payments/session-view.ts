import type { ProfileV6 as Profile } from '@parking/domain/profile/profile-answers';
import type { ParkingSession } from '@parking/domain/payments/session-contracts';
import { getCurrentCity } from '../city/current-city';

/**
 * Reading the profile's sessions the way every screen shows them: the wire status 'Действует'
 * is active, anything else waits for payment (document 2 §4); times on the city's clock.
 */
export const profileSessions = (profile: Profile | undefined): ParkingSession[] =>
  (profile?.sessions ?? []) as ParkingSession[];

// The literal, not SESSION_WIRE_STATUS: the header reads this, and the contracts module holds zod.
export const isActiveSession = (session: ParkingSession): boolean => session.status === 'Действует';

export const activeSessions = (profile: Profile | undefined): ParkingSession[] =>
  profileSessions(profile).filter(isActiveSession);

/** The balance to show: the seeds' -1 (and anything below 0) is 0. */
export const shownBalance = (profile: Profile | undefined): number => Math.max(0, profile?.balance ?? 0);

const formats = new Map<string, Intl.DateTimeFormat>();
function cityFormat(
  lang: string,
  options: Intl.DateTimeFormatOptions,
  timeZone: string,
): Intl.DateTimeFormat {
  const key = `${lang}|${timeZone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'ru-RU', { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

/** HH:mm on the city's clock. */
export function cityTime(
  instant: string | number,
  lang: string,
  timeZone = getCurrentCity().timeZone,
): string {
  return cityFormat(lang, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, timeZone).format(
    new Date(instant),
  );
}

/** DD.MM.YYYY (ru) or DD/MM/YYYY (en) on the city's clock. */
export function cityDate(
  instant: string | number,
  lang: string,
  timeZone = getCurrentCity().timeZone,
): string {
  return cityFormat(lang, { day: '2-digit', month: '2-digit', year: 'numeric' }, timeZone).format(
    new Date(instant),
  );
}

/** Whether two instants fall on the same calendar day of the city. */
export function sameCityDay(a: number, b: number, timeZone = getCurrentCity().timeZone): boolean {
  const day = cityFormat('ru', { day: '2-digit', month: '2-digit', year: 'numeric' }, timeZone);
  return day.format(a) === day.format(b);
}
