import { latinToCyrillic } from '@parking/domain/profile/plate-rules';

/**
 * Plates compared as a camera reads them: no spaces, upper case, and Latin look-alikes (A/А,
 * B/В, ... X/Х) as their Cyrillic letters, so "A123BC77" typed on an English keyboard is the
 * saved "А123ВС77" and not a typo of it. The rules are the domain's (plate-rules.ts).
 */
const comparable = (plate: string) => latinToCyrillic(plate.replace(/\s+/g, '').toUpperCase());

/**
 * True when b is a one-slip away from a: one character replaced, one inserted or left out, or
 * two neighbours swapped. Equal plates are not a slip.
 */
export function isOneSlipApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    // replaced at i, or i and i+1 swapped
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1) === shorter.slice(i);
}

/**
 * The saved plate the typed one is probably a slip of, or null: none is one slip away, or the
 * typed plate is one of the saved (then it is right as it is).
 */
export function plateTypoOf(typed: string, saved: readonly string[]): string | null {
  const mine = comparable(typed);
  if (mine.length < 2) return null;
  const known = saved.map(comparable);
  if (known.includes(mine)) return null;
  const index = known.findIndex((plate) => isOneSlipApart(mine, plate));
  return index < 0 ? null : saved[index]!;
}
