export interface DurationIntervals {
  min?: number;
  max?: number;
  step?: number;
}

/** The seeds' defaults: 15 minutes to 24 hours in steps of 15 minutes. */
export const DEFAULT_DURATION_INTERVALS = { min: 15, max: 1440, step: 15 } as const;

const wholeOr = (value: number | undefined, fallback: number, least: number): number =>
  value !== undefined && Number.isInteger(value) && value >= least ? value : fallback;

/**
 * The durations a driver can choose, in minutes: min, min + step, ... up to max. Settings come
 * from an operator, so nonsense (a zero step, fractions) falls back to the defaults instead of
 * producing an endless or empty list; max is only offered when it lies on the step grid.
 */
export function durationOptions(intervals: DurationIntervals = {}): number[] {
  const min = wholeOr(intervals.min, DEFAULT_DURATION_INTERVALS.min, 0);
  const max = wholeOr(intervals.max, DEFAULT_DURATION_INTERVALS.max, 0);
  const step = wholeOr(intervals.step, DEFAULT_DURATION_INTERVALS.step, 1);
  const options: number[] = [];
  for (let m = min; m <= max; m += step) options.push(m);
  return options;
}
