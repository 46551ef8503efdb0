import type { Benefit } from '@parking/domain/tariffs/cost-types';
import type { Db } from '../../db/db-types.ts';
import type { Payer } from './payer.ts';

export interface BenefitQuery {
  payer: Payer;
  plate: string;
  zonenumber: string;
  from: Date;
  to: Date;
}

/**
 * The discounts (subscriptions, resident and social permits) valid for this vehicle in this
 * zone during the stay. The hook every price goes through; subscriptions arrive in a later
 * issue, until then nobody holds a benefit. `db` is the caller's transaction when it has one.
 */
export async function benefitsFor(_db: Db, _query: BenefitQuery): Promise<Benefit[]> {
  return [];
}
