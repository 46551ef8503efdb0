const LOCAL_DIGITS = 10;

/**
 * Shapes what is typed into the seeds' mask +7 (999) 999 - 99 - 99 (document 1, section 5).
 * A leading 7 or 8 is the country code; separators appear only before a digit that follows
 * them, so Backspace over a separator removes the digit before it instead of sticking.
 */
export function maskPhone(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits === '') return '';
  const hasCountryCode = digits[0] === '7' || digits[0] === '8';
  if (hasCountryCode) digits = digits.slice(1);
  const local = digits.slice(0, LOCAL_DIGITS);
  if (local === '') return '+7';
  const parts: [string, number, number][] = [
    [' (', 0, 3],
    [') ', 3, 6],
    [' - ', 6, 8],
    [' - ', 8, 10],
  ];
  let text = '+7';
  for (const [separator, from, to] of parts) {
    if (local.length <= from) break;
    text += separator + local.slice(from, to);
  }
  return text;
}
