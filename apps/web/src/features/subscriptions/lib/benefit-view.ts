import type { BenefitRow } from '@parking/domain/subscriptions/benefit-contracts';

/** '#' on the wire means "any" (any zone, any vehicle). */
export const ANY = '#';

/** The zones (or cadastral quarters) of a row; null for any. */
export function zonesOf(benefit: Pick<BenefitRow, 'zone'>): string[] | null {
  return benefit.zone.length === 0 || benefit.zone.includes(ANY) ? null : benefit.zone;
}

export const plateOf = (benefit: Pick<BenefitRow, 'transport'>): string | null =>
  !benefit.transport.numberTs || benefit.transport.numberTs === ANY ? null : benefit.transport.numberTs;
