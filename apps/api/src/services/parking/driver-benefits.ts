import type { Benefit } from '@parking/domain/tariffs/cost-types';
import type { Db } from '../../db/db-types.ts';
import type { BenefitRecord } from '../../db/subscriptions/benefit-rows.ts';
import { liveBenefits, peekLiveBenefits } from '../subscriptions/benefit-cache.ts';
import type { Payer } from './payer.ts';

export interface BenefitQuery {
  /** null: a company's fleet stay, which holds none. */
  payer: Payer | null;
  plate: string;
  zonenumber: string;
  from: Date;
  to: Date;
}

/**
 * The discounts (subscriptions, resident and social permits) valid for this vehicle in this
 * zone during the stay. The hook every price goes through: the engine takes the highest valid
 * one per minute. A paused benefit counts up to its pause. Guests hold none. `db` is the
 * caller's transaction when it has one (then the read bypasses the per-driver cache).
 */
export async function benefitsFor(db: Db, query: BenefitQuery): Promise<Benefit[]> {
  const userId = query.payer?.userId;
  if (userId === undefined) return [];
  return validFor(await liveBenefits(db, userId, query.from), query);
}

/** benefitsFor without waiting, when the driver's benefits are in memory; else undefined. */
export function peekBenefitsFor(db: Db, query: BenefitQuery): Benefit[] | undefined {
  const userId = query.payer?.userId;
  if (userId === undefined) return [];
  const rows = peekLiveBenefits(db, userId, query.from);
  return rows && validFor(rows, query);
}

function validFor(rows: BenefitRecord[], query: BenefitQuery): Benefit[] {
  const out: Benefit[] = [];
  for (const row of rows) {
    if (row.sale <= 0) continue;
    if (row.plate !== '#' && row.plate !== query.plate) continue;
    if (!row.zones.includes('#') && !row.zones.includes(query.zonenumber)) continue;
    const validTo =
      row.status === 'paused' && row.pausedAt && row.pausedAt < row.endsAt ? row.pausedAt : row.endsAt;
    if (validTo <= row.startsAt || validTo <= query.from || row.startsAt >= query.to) continue;
    out.push({ percent: row.sale, validFrom: row.startsAt, validTo, name: row.variation });
  }
  return out;
}
