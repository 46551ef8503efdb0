import { getCurrentCity } from '../../../shared/city/current-city';

/** City calendar days as the API takes them: YYYY-MM-DD. */

const MS_PER_DAY = 86_400_000;

/** Today in the city's time zone (the reports' days are the city's, wherever the staff member is). */
export function cityToday(now = new Date(), timeZone = getCurrentCity().timeZone): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The first day of the month `months` from the day's (0: its own month). */
function monthStart(day: string, months = 0): string {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

export const PERIOD_PRESETS = ['today', 'yesterday', 'week', 'month', 'lastMonth'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** A preset's days, counted from `today`. */
export function presetPeriod(preset: PeriodPreset, today: string): { from: string; to: string } {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'week':
      return { from: addDays(today, -6), to: today };
    case 'month':
      return { from: monthStart(today), to: today };
    case 'lastMonth':
      return { from: monthStart(today, -1), to: addDays(monthStart(today), -1) };
  }
}

/** The pickers' DD/MM/YYYY and back; '' for a day not whole yet. */
export const toPickerText = (day: string): string =>
  day ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : '';
export const fromPickerText = (text: string): string =>
  /^\d{2}\/\d{2}\/\d{4}$/.test(text) ? `${text.slice(6, 10)}-${text.slice(3, 5)}-${text.slice(0, 2)}` : '';
