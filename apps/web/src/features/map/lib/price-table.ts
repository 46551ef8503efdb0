import { formatMoneyNumber } from '@parking/domain/format/money-format';
import {
  DAY_TYPES,
  INACTIVE_DAYCODE,
  type DayType,
  type PriceEntry,
} from '@parking/domain/contracts/map-info';

export interface PriceInterval {
  /** "08:00–20:00" */
  interval: string;
  /** Roubles per hour with two decimals (ru "60,00", en "60.00"), or null when the interval is free. */
  price: string | null;
}

export interface PriceRow {
  type: DayType;
  intervals: PriceInterval[];
}

/** "08:00:00" → "08:00"; the wire always sends seconds, drivers never need them. */
export function formatClock(time: string): string {
  return time.slice(0, 5);
}

export function formatInterval(from: string, to: string): string {
  return `${formatClock(from)}–${formatClock(to)}`;
}

/**
 * The pop-up's tariff table: one row per day type in calendar order (weekday, saturday, sunday,
 * holiday), intervals by start time. The daycode -2 entry only marks a closed parking and is
 * not a price, so it is left out.
 */
export function buildPriceTable(prices: readonly PriceEntry[], lang = 'ru'): PriceRow[] {
  const rows: PriceRow[] = [];
  for (const type of DAY_TYPES) {
    const entries = prices
      .filter((p) => p.type === type && p.daycode !== INACTIVE_DAYCODE)
      .sort((a, b) => a.from.localeCompare(b.from));
    if (entries.length === 0) continue;
    rows.push({
      type,
      intervals: entries.map((p) => ({
        interval: formatInterval(p.from, p.to),
        price: p.priceNum > 0 ? formatMoneyNumber(p.priceNum, lang) : null,
      })),
    });
  }
  return rows;
}
