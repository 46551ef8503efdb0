import { CONSTRUCTOR_TIMINGS } from '@parking/domain/subscriptions/constructor-contracts';
import type { ConstructorZoneRecord } from '../../db/subscriptions/zone-rate-rows.ts';

/**
 * Constructor prices: a zone-day costs the operator's rate (subscription_zone_rates) or a
 * quarter of the zone's weekday 24-hour tariff, at least 1 rouble; longer terms are cheaper per
 * day. Prices are whole roubles, in kopecks.
 */
const TERM_FACTORS: [minDays: number, factor: number][] = [
  [365, 0.6],
  [180, 0.65],
  [90, 0.7],
  [30, 0.75],
  [7, 0.9],
  [1, 1],
];

export function zoneDayKopecks(zone: ConstructorZoneRecord): number {
  if (zone.dayKopecks !== null) return zone.dayKopecks;
  return Math.max(100, Math.round((zone.weekdayKopecks * 0.25) / 100) * 100);
}

export function constructorPrice(zones: readonly ConstructorZoneRecord[], days: number): number {
  const factor = TERM_FACTORS.find(([min]) => days >= min)![1];
  const perDay = zones.reduce((sum, z) => sum + zoneDayKopecks(z), 0);
  return Math.max(100, Math.round((perDay * days * factor) / 100) * 100);
}

/** The constructor's terms in days. */
export function constructorTimings(): number[] {
  return [...CONSTRUCTOR_TIMINGS];
}

const CODE = /^c\.(\d{1,3})\.([0-9A-Za-z-]{1,20}(?:_[0-9A-Za-z-]{1,20}){0,49})$/;

/** A constructor result's code: 'c.<days>.<zone>_<zone>...' (zones sorted); stateless, priced again on purchase. */
export function constructorCode(days: number, zones: readonly string[]): string {
  return `c.${days}.${[...new Set(zones)].sort().join('_')}`;
}

export function parseConstructorCode(code: string): { days: number; zones: string[] } | null {
  const m = CODE.exec(code);
  if (!m) return null;
  const days = Number(m[1]);
  if (days < 1 || days > 366) return null;
  return { days, zones: m[2]!.split('_') };
}
