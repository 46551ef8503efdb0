import type { DayType, PriceEntry } from '../../contracts/map-info.ts';
import type { Benefit } from '../cost-types.ts';

/**
 * The cost model written the slow, obvious way, for tests only: every minute's local time
 * straight from Intl, every row and benefit scanned per minute. It shares no code with the
 * engine, so agreeing with it means the segment walk found every edge.
 */

interface Reference {
  ok: boolean;
  errorName?: string;
  totalcost: number;
  totaldiscount: number;
}

const seconds = (time: string): number => {
  const [h, m, s] = time.split(':').map(Number);
  return (h! * 60 + m!) * 60 + s!;
};

function covers(entry: PriceEntry, secondOfDay: number): boolean {
  const from = seconds(entry.from);
  const to = seconds(entry.to);
  return from < to ? secondOfDay >= from && secondOfDay < to : secondOfDay >= from || secondOfDay < to;
}

export function perMinuteReference(
  start: Date,
  minutes: number,
  timeZone: string,
  /** One price table, or the one in force at an instant (epoch ms) for tariff versions. */
  tariff: readonly PriceEntry[] | ((at: number) => readonly PriceEntry[]),
  dayTypeOf: (date: string) => DayType | undefined,
  benefits: readonly Benefit[] = [],
): Reference {
  const format = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  let pay = 0;
  let discount = 0;
  for (let i = 0; i < minutes; i++) {
    const at = start.getTime() + i * 60_000;
    const [date, time] = format.format(at).split(' ') as [string, string];
    const dayType = dayTypeOf(date);
    if (!dayType) return { ok: false, errorName: 'CalendarIsEmpty', totalcost: 0, totaldiscount: 0 };
    const entries = typeof tariff === 'function' ? tariff(at) : tariff;
    const entry = entries.find((e) => e.type === dayType && covers(e, seconds(time)));
    if (!entry) return { ok: false, errorName: 'TariffNotFound', totalcost: 0, totaldiscount: 0 };
    const valid = benefits.filter((b) => b.validFrom.getTime() <= at && at < b.validTo.getTime());
    const percent = Math.max(0, ...valid.map((b) => b.percent));
    const tenths = Math.round(Number((percent * 10).toFixed(6)));
    pay += entry.priceNum * (1000 - tenths);
    discount += entry.priceNum * tenths;
  }
  return { ok: true, totalcost: Math.floor(pay / 60_000), totaldiscount: Math.floor(discount / 60_000) };
}
