import { NIGHT_ENDS_HOUR, NIGHT_STARTS_HOUR } from '@parking/domain/reminders/reminder-contracts';

/** Whether an instant falls in the night (23:00 to 07:00) on the city's clock. */
export function isNight(at: Date, timeZone: string): boolean {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(at),
  );
  return hour >= NIGHT_STARTS_HOUR || hour < NIGHT_ENDS_HOUR;
}
