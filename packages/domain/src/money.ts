/**
 * Money is integer kopecks (hundredths) everywhere; these turn it into what the seeds show:
 * a whole part and a two-digit fraction, thousands grouped by 3.
 */
export function formatKopecks(kopecks: number, groupSeparator = '\u00a0'): string {
  const sign = kopecks < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(kopecks));
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, groupSeparator);
  const fraction = (abs % 100).toString().padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}

/** Hourly price in hundredths as the map shows it: roubles with two decimals (e.g. "60.00"). */
export function formatHourlyPrice(priceNum: number): string {
  return formatKopecks(priceNum, '');
}
