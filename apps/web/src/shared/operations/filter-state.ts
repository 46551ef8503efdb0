import {
  DEFAULT_PERIOD_PRESET,
  periodOfPreset,
  type OperationsFilter,
  type PeriodPreset,
} from '@parking/domain/operations/operations-contracts';

/** What the filter form holds (document 2 §2): period, custom dates, type, vehicle, zone. */
export type FilterState = {
  period: PeriodPreset;
  /** DD/MM/YYYY, only for the custom period. */
  from: string;
  to: string;
  type: string;
  vehicle: string;
  zone: string;
};

/** The page opens on this month, every type (document 2 §2). */
export const DEFAULT_FILTER: FilterState = {
  period: DEFAULT_PERIOD_PRESET,
  from: '',
  to: '',
  type: 'all',
  vehicle: 'all',
  zone: 'all',
};

/**
 * The filter as the calls take it. Dates are city calendar days; EndDate counts to the end of its
 * day on the server (document 2 §5: the custom period always ends at end of day).
 */
export function toRequestFilter(state: FilterState, now: Date, timeZone: string): OperationsFilter {
  return {
    ...periodOfPreset(state.period, now, timeZone, { from: state.from, to: state.to }),
    Operation: state.type === 'all' ? undefined : (state.type as OperationsFilter['Operation']),
    Vehicle: state.vehicle === 'all' ? undefined : state.vehicle,
    Zone: state.zone === 'all' ? undefined : state.zone,
  };
}
