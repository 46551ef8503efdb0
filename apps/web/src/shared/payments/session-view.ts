import type { ProfileV6 as Profile } from '@parking/domain/profile/profile-answers';
import type { ParkingSession } from '@parking/domain/payments/session-contracts';
import {
  formatCityClock,
  formatCityNumericDate,
  formatCityTime,
  sameCityDay as sameCityDayOf,
  sameOffset,
} from '@parking/domain/format/city-time-format';
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

/** The zone the driver's device keeps: a time needs the city's zone named only when they differ. */
const deviceZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * HH:mm on the city's clock ("15:30"); with the city's offset ("15:30 GMT+5") when the device
 * keeps another clock, so a driver reading it elsewhere does not take it for their own time.
 */
export function cityTime(
  instant: string | number,
  lang: string,
  timeZone = getCurrentCity().timeZone,
  readerZone = deviceZone(),
): string {
  return sameOffset(instant, timeZone, readerZone)
    ? formatCityClock(instant, lang, timeZone)
    : formatCityTime(instant, lang, timeZone);
}

/** HH:mm on the city's clock, never with the zone: the first time of a range whose end names it. */
export function cityClock(
  instant: string | number,
  lang: string,
  timeZone = getCurrentCity().timeZone,
): string {
  return formatCityClock(instant, lang, timeZone);
}

/** DD.MM.YYYY (ru) or DD/MM/YYYY (en) on the city's clock. */
export function cityDate(
  instant: string | number,
  lang: string,
  timeZone = getCurrentCity().timeZone,
): string {
  return formatCityNumericDate(instant, lang, timeZone);
}

/** Whether two instants fall on the same calendar day of the city. */
export function sameCityDay(a: number, b: number, timeZone = getCurrentCity().timeZone): boolean {
  return sameCityDayOf(a, b, timeZone);
}
