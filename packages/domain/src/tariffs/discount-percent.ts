/**
 * Discount percents are kept as integer tenths of a percent (per mille) so that discounts stay
 * exact integer arithmetic; the seeds round the percent to 1 decimal.
 */
export function toPercentTenths(percent: number): number {
  // toFixed first: 12.35 * 10 is 123.49999999999999 in binary and must still round to 124
  return Math.round(Number((percent * 10).toFixed(6)));
}

/** A percent rounded half-up to 1 decimal, as the cost answer shows it (33.333 -> 33.3). */
export function roundDiscountPercent(percent: number): number {
  return toPercentTenths(percent) / 10;
}
