import type { ProductionCalendar } from './production-calendar.ts';

/**
 * Russia, 2025 to 2027. Sources: Labour Code art. 112 (the non-working holidays Jan 1-8,
 * Feb 23, Mar 8, May 1, May 9, Jun 12, Nov 4; a holiday on a weekend moves the day off to the
 * next working day, except the January ones, which the Government places by decree) and the
 * yearly Government decrees on transfers of days off.
 *
 * See production-calendar.ts for how dates map to day types (statutory holidays and
 * transferred days off are 'holiday'; a working Saturday is 'default').
 */

const NEW_YEAR = ['01-01', '01-02', '01-03', '01-04', '01-05', '01-06', '01-07', '01-08'];
const STATUTORY = [...NEW_YEAR, '02-23', '03-08', '05-01', '05-09', '06-12', '11-04'];

const inYear = (year: number, days: readonly string[]): string[] => days.map((d) => `${year}-${d}`);

/**
 * 2025, decree No. 1335 of 2024-10-04: Jan 4 (Sat) -> May 2, Jan 5 (Sun) -> Dec 31,
 * Feb 23 (Sun) -> May 8, Mar 8 (Sat) -> Jun 13, Sat Nov 1 -> Mon Nov 3 (Nov 1 is worked).
 * 247 working days.
 */
const Y2025 = {
  holidays: [...inYear(2025, STATUTORY), ...inYear(2025, ['05-02', '05-08', '06-13', '11-03', '12-31'])],
  workingWeekends: ['2025-11-01'],
};

/**
 * 2026, decree signed 2025-09-24: Jan 3 (Sat) -> Jan 9, Jan 4 (Sun) -> Dec 31; by art. 112
 * Mar 8 (Sun) -> Mar 9 and May 9 (Sat) -> May 11. No working weekends. 247 working days.
 */
const Y2026 = {
  holidays: [...inYear(2026, STATUTORY), ...inYear(2026, ['01-09', '03-09', '05-11', '12-31'])],
  workingWeekends: [] as string[],
};

/**
 * 2027: NOT OFFICIAL. No transfer decree was known when this was written (they are signed in
 * the autumn before). Only art. 112 is applied: May 1 (Sat) -> May 3, May 9 (Sun) -> May 10,
 * Jun 12 (Sat) -> Jun 14. Jan 2-3 fall on a weekend and the decree will move them to two other
 * dates (often Dec 31 and a day in May or November); a draft discussed in late 2025 also made
 * Nov 5 a day off for a working Saturday Nov 13. Update this list when the decree is out.
 */
const Y2027 = {
  holidays: [...inYear(2027, STATUTORY), ...inYear(2027, ['05-03', '05-10', '06-14'])],
  workingWeekends: [] as string[],
};

export const RUSSIA_PRODUCTION_CALENDAR: ProductionCalendar = {
  firstDate: '2025-01-01',
  lastDate: '2027-12-31',
  holidays: [...Y2025.holidays, ...Y2026.holidays, ...Y2027.holidays],
  workingWeekends: [...Y2025.workingWeekends, ...Y2026.workingWeekends, ...Y2027.workingWeekends],
};
