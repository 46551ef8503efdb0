import { DAYCODE, type DayType, type PriceEntry } from '../../contracts/map-info.ts';
import { dayTypeOf } from '../../calendar/production-calendar.ts';
import { RUSSIA_PRODUCTION_CALENDAR } from '../../calendar/russia-production-calendar.ts';

/** Test data for the tariff engine: small tariffs written the way the API stores them. */

export const row = (type: DayType, from: string, to: string, priceNum: number): PriceEntry => ({
  daycode: DAYCODE[type],
  type,
  from,
  to,
  priceNum,
});

const allDay = (type: DayType, priceNum: number) => row(type, '00:00:00', '24:00:00', priceNum);

/** Like the demo 'standard' zone: 60 rub/h 08-20 on weekdays, 30 rub/h 10-18 on Saturdays. */
export const STANDARD = [
  row('default', '00:00:00', '08:00:00', 0),
  row('default', '08:00:00', '20:00:00', 6000),
  row('default', '20:00:00', '24:00:00', 0),
  row('saturday', '00:00:00', '10:00:00', 0),
  row('saturday', '10:00:00', '18:00:00', 3000),
  row('saturday', '18:00:00', '24:00:00', 0),
  allDay('sunday', 0),
  // priced, unlike the demo, so a holiday mistaken for a weekday (or Sunday) shows in the sum
  row('holiday', '00:00:00', '10:00:00', 0),
  row('holiday', '10:00:00', '18:00:00', 2000),
  row('holiday', '18:00:00', '24:00:00', 0),
];

/** Like the demo 'long-day' zone: free until 07:00, 80 rub/h 07-22, free after. */
export const LONG_DAY = [
  row('default', '00:00:00', '07:00:00', 0),
  row('default', '07:00:00', '22:00:00', 8000),
  row('default', '22:00:00', '24:00:00', 0),
  allDay('saturday', 0),
  allDay('sunday', 0),
  allDay('holiday', 0),
];

/** Paid around the clock, a different price per day type. */
export const ROUND_THE_CLOCK = [
  allDay('default', 6000),
  allDay('saturday', 3000),
  allDay('sunday', 0),
  allDay('holiday', 1000),
];

/** Prices that do not divide by 60, to exercise rounding. */
export const ODD_PRICES = [
  row('default', '00:00:00', '07:30:00', 1),
  row('default', '07:30:00', '19:45:15', 4999),
  row('default', '19:45:15', '24:00:00', 3333),
  row('saturday', '22:00:00', '10:00:00', 7),
  row('saturday', '10:00:00', '22:00:00', 2501),
  allDay('sunday', 0),
  allDay('holiday', 1234),
];

/** Edges in the hours DST skips or repeats (02:00-03:00 in Europe and North America). */
export const DST_EDGES = (['default', 'saturday', 'sunday', 'holiday'] as const).flatMap((t) => [
  row(t, '00:00:00', '01:30:00', 500),
  row(t, '01:30:00', '02:30:00', 7001),
  row(t, '02:30:00', '03:00:00', 123),
  row(t, '03:00:00', '24:00:00', 3000),
]);

/** One price around the clock on every day type. */
export const flat = (priceNum: number): PriceEntry[] =>
  (['default', 'saturday', 'sunday', 'holiday'] as const).map((t) => allDay(t, priceNum));

export const russianDayType = (date: string) => dayTypeOf(date, RUSSIA_PRODUCTION_CALENDAR);
