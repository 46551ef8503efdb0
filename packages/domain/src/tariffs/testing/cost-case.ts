import type { PriceEntry } from '../../contracts/map-info.ts';
import { calculateCost } from '../calculate-cost.ts';
import type { Benefit, CostResult, CostSuccess } from '../cost-types.ts';
import { russianDayType } from './tariff-factory.ts';

/** A stay as the hand-computed tests write it: local ISO times, Moscow unless told otherwise. */
export interface Case {
  start: string;
  minutes: number;
  tariff: readonly PriceEntry[];
  timeZone?: string;
  benefits?: Benefit[];
}

export function run({ start, minutes, tariff, timeZone = 'Europe/Moscow', benefits }: Case): CostResult {
  return calculateCost({
    start: new Date(start),
    durationMinutes: minutes,
    timeZone,
    tariff,
    dayTypeOf: russianDayType,
    benefits,
  });
}

export function ok(c: Case): CostSuccess {
  const result = run(c);
  if (!result.ok) throw new Error(`expected a cost, got ${result.errorName}: ${result.message}`);
  return result;
}

/** The rows reduced to what a reader checks by eye. */
export const brief = (r: CostSuccess) =>
  r.costData.intervals.map((i) => [i.localFrom, i.localTo, i.dayType, i.minutes, i.cost]);

export const benefit = (name: string, percent: number, from: string, to: string): Benefit => ({
  name,
  percent,
  validFrom: new Date(from),
  validTo: new Date(to),
});
