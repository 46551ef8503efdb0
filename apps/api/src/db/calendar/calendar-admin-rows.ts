import { and, asc, gte, inArray, lte, max, min, sql } from 'drizzle-orm';
import type { CalendarDay } from '@parking/domain/calendar/calendar-days';
import type { Db } from '../db-types.ts';
import { productionCalendar } from '../schema/sessions.ts';

const columns = { date: productionCalendar.day, dayType: productionCalendar.dayType };

/** Rows per INSERT: a year is 366 rows, ten years stay well under the parameter limit. */
const CHUNK = 1000;

/** The staff console's reads and writes of production_calendar. */
export const calendarAdminRows = {
  /** The filled days between two dates (inclusive), in date order. */
  async between(db: Db, from: string, to: string): Promise<CalendarDay[]> {
    return db
      .select(columns)
      .from(productionCalendar)
      .where(and(gte(productionCalendar.day, from), lte(productionCalendar.day, to)))
      .orderBy(asc(productionCalendar.day));
  },

  /** The stored days among `dates`. */
  async of(db: Db, dates: string[]): Promise<CalendarDay[]> {
    if (dates.length === 0) return [];
    return db
      .select(columns)
      .from(productionCalendar)
      .where(inArray(productionCalendar.day, dates))
      .orderBy(asc(productionCalendar.day));
  },

  /** First and last filled day; nulls when the table is empty. */
  async bounds(db: Db): Promise<{ first: string | null; last: string | null }> {
    const [row] = await db
      .select({ first: min(productionCalendar.day), last: max(productionCalendar.day) })
      .from(productionCalendar);
    return { first: row?.first ?? null, last: row?.last ?? null };
  },

  /** Writes the days over whatever was stored for them. */
  async upsert(tx: Db, days: CalendarDay[]): Promise<void> {
    for (let i = 0; i < days.length; i += CHUNK) {
      await tx
        .insert(productionCalendar)
        .values(days.slice(i, i + CHUNK).map((d) => ({ day: d.date, dayType: d.dayType })))
        .onConflictDoUpdate({ target: productionCalendar.day, set: { dayType: sql`excluded.day_type` } });
    }
  },

  /** Removes the stored days between two dates (inclusive): a year's import replaces its year. */
  async removeBetween(tx: Db, from: string, to: string): Promise<void> {
    await tx
      .delete(productionCalendar)
      .where(and(gte(productionCalendar.day, from), lte(productionCalendar.day, to)));
  },
};
