/**
 * Shapes typed text into a mask as the driver types: 9 and 0 take a digit, a a letter, * a letter
 * or a digit; any other mask character (a space) is put in by itself. Characters that do not fit
 * their place are dropped; letters are upper-cased.
 */
export function applyMask(raw: string, mask: string): string {
  const chars = [...raw.replace(/\s+/g, '').toUpperCase()];
  let out = '';
  let i = 0;
  for (const slot of mask) {
    if (i >= chars.length) break;
    if (slot !== '9' && slot !== '0' && slot !== 'a' && slot !== '*') {
      out += slot;
      continue;
    }
    // Skip what cannot go here (a letter where a digit is due).
    while (i < chars.length && !fits(chars[i]!, slot)) i++;
    if (i >= chars.length) break;
    out += chars[i++];
  }
  return out;
}

function fits(ch: string, slot: string): boolean {
  const digit = /\d/.test(ch);
  const letter = /\p{L}/u.test(ch);
  if (slot === '9' || slot === '0') return digit;
  if (slot === 'a') return letter;
  return digit || letter;
}
