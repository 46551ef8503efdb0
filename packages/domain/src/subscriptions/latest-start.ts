/**
 * The latest start a subscription purchase may choose: the same day of the next calendar month
 * (document 2 §5 "maximum one month ahead"), or that month's last day when it is shorter
 * (31 January → 28 or 29 February). Dates are 'YYYY-MM-DD' in the city's calendar. No zod here:
 * the web's payment modal imports it without pulling the schemas in.
 */
export function latestSubscriptionStart(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const nextMonth = m === 12 ? 1 : m + 1;
  const year = m === 12 ? y + 1 : y;
  const lastDay = new Date(Date.UTC(year, nextMonth, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${year}-${String(nextMonth).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
