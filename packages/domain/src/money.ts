/**
 * Money is integer kopecks (hundredths) everywhere. This writes them as a machine reads them: a
 * whole part, a point and a two-digit fraction ("1234.50", or "1 234.50" with a group separator)
 * for form fields, exports and reports. For people, format/money-format.ts is the one way.
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
