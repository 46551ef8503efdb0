import type { Benefit } from './cost-types.ts';
import { toPercentTenths } from './discount-percent.ts';

export interface TimedBenefit {
  name: string;
  /** Discount in tenths of a percent, 0..1000. */
  tenths: number;
  fromMs: number;
  toMs: number;
}

/** Benefits as integer spans; undefined when one of them is malformed. */
export function toTimedBenefits(benefits: readonly Benefit[]): TimedBenefit[] | undefined {
  const timed: TimedBenefit[] = [];
  for (const b of benefits) {
    const fromMs = b.validFrom.getTime();
    const toMs = b.validTo.getTime();
    if (!Number.isFinite(b.percent) || b.percent < 0 || b.percent > 100) return undefined;
    if (!Number.isFinite(fromMs) || !Number.isFinite(toMs)) return undefined;
    // a zero-length or reversed validity simply never applies
    if (toMs > fromMs) timed.push({ name: b.name, tenths: toPercentTenths(b.percent), fromMs, toMs });
  }
  return timed;
}

export interface BenefitAt {
  /** The highest benefit valid at the instant (the first listed wins a tie), if any. */
  best: TimedBenefit | undefined;
  /** When the set of valid benefits changes next; Infinity when never. */
  nextChange: number;
}

/** The benefit that applies at an instant, and how long that answer holds. */
export function benefitAt(benefits: readonly TimedBenefit[], atMs: number): BenefitAt {
  let best: TimedBenefit | undefined;
  let nextChange = Infinity;
  for (const b of benefits) {
    if (b.fromMs > atMs) nextChange = Math.min(nextChange, b.fromMs);
    else if (b.toMs > atMs) {
      nextChange = Math.min(nextChange, b.toMs);
      if (!best || b.tenths > best.tenths) best = b;
    }
  }
  return { best, nextChange };
}
