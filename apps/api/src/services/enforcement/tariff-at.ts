import type { DayType } from '@parking/domain/contracts/map-info';
import { calculateCost } from '@parking/domain/tariffs/calculate-cost';
import type { TariffVersionEntries } from '@parking/domain/tariffs/cost-types';

/** What a zone's tariff asks at an instant: payment, nothing (until when), or it takes none. */
export type TariffState = { kind: 'paid' } | { kind: 'free'; until: Date | null } | { kind: 'not_payable' };

/** How far ahead a free run is followed: a week, then a day when the calendar ends sooner. */
const HORIZONS_MINUTES = [7 * 1440, 1440];

/**
 * The zone's tariff at `at`, by the same engine and versions every stay is priced with: the
 * minute starting then is free when its row's hourly price is 0, and stays free until the
 * first priced minute (null: free for the whole horizon). A minute the engine cannot price
 * (the zone inactive, no version in force yet, the calendar not filled) cannot be paid for,
 * so nobody can be asked to have paid it.
 */
export function tariffAt(
  versions: readonly TariffVersionEntries[],
  timeZone: string,
  dayTypeOf: (localDate: string) => DayType | undefined,
  at: Date,
): TariffState {
  const price = (durationMinutes: number) =>
    calculateCost({ start: at, durationMinutes, timeZone, versions, dayTypeOf });
  const first = price(1);
  if (!first.ok) return { kind: 'not_payable' };
  if (first.costData.intervals[0]!.pricePerHour > 0) return { kind: 'paid' };
  for (const minutes of HORIZONS_MINUTES) {
    const run = price(minutes);
    if (!run.ok) continue;
    const priced = run.costData.intervals.find((interval) => interval.pricePerHour > 0);
    return { kind: 'free', until: priced ? new Date(priced.from) : null };
  }
  return { kind: 'free', until: null };
}
