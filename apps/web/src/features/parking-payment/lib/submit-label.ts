/** Enough money: the balance strictly greater than the cost (document 1 §5). */
export function isMoneyEnough(balance: number, totalcost: number): boolean {
  return balance > totalcost;
}

export type SubmitLabel = 'free' | 'start' | 'continue';

/** The submit button's label (document 1 §2): free at 0, start when money is enough, else continue. */
export function submitLabel(cost: { totalcost: number; balance: number } | null): SubmitLabel {
  if (!cost) return 'continue';
  if (cost.totalcost === 0) return 'free';
  return isMoneyEnough(cost.balance, cost.totalcost) ? 'start' : 'continue';
}

/** Kopecks to top up so that the balance ends strictly above the cost. */
export function shortfall(cost: { totalcost: number; balance: number; refill?: number }): number {
  if (cost.refill && cost.refill > 0) return cost.refill;
  return Math.max(1, cost.totalcost - cost.balance + 1);
}
