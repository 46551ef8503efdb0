import type { CityContext } from '../../config/city-context.ts';
import { readOperationsGauges, type OperationsGaugeRows } from '../../db/platform/operations-metrics-rows.ts';
import { within } from './within.ts';

/**
 * One city's outbox and card-payment numbers for a scrape, or null when its database does not
 * answer within `timeoutMs` (a slow city must not hang /metrics).
 */
export function readCityGauges(city: CityContext, timeoutMs: number): Promise<OperationsGaugeRows | null> {
  return within(readOperationsGauges(city), timeoutMs, null);
}
