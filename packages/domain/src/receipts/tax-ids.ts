/**
 * Russian tax and registration numbers with their check digits (Federal Tax Service rules):
 * INN of an organisation (10 digits) or of a person (12), OGRN (13) and OGRNIP (15), and KPP
 * (9 digits, no check digit). Each takes the digits as typed, no spaces.
 */

const INN10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN12_WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN12_WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

function digitsOf(text: string): number[] {
  return [...text].map(Number);
}

/** (Σ digit × weight) mod 11 mod 10: the INN check digit. */
function innCheck(digits: readonly number[], weights: readonly number[]): number {
  const sum = weights.reduce((acc, w, i) => acc + w * digits[i]!, 0);
  return (sum % 11) % 10;
}

/** The number made by the first digits, modulo m, computed digit by digit (no overflow). */
function modOfDigits(text: string, m: number): number {
  let rest = 0;
  for (const ch of text) rest = (rest * 10 + Number(ch)) % m;
  return rest;
}

export function isValidInn10(inn: string): boolean {
  if (!/^\d{10}$/.test(inn)) return false;
  const d = digitsOf(inn);
  return innCheck(d, INN10_WEIGHTS) === d[9];
}

export function isValidInn12(inn: string): boolean {
  if (!/^\d{12}$/.test(inn)) return false;
  const d = digitsOf(inn);
  return innCheck(d, INN12_WEIGHTS_11) === d[10] && innCheck(d, INN12_WEIGHTS_12) === d[11];
}

/** An INN of an organisation (10 digits) or of an individual or sole trader (12 digits). */
export function isValidInn(inn: string): boolean {
  return isValidInn10(inn) || isValidInn12(inn);
}

/** OGRN: the first 12 digits as a number, mod 11, mod 10, is the 13th. */
export function isValidOgrn(ogrn: string): boolean {
  if (!/^\d{13}$/.test(ogrn)) return false;
  return modOfDigits(ogrn.slice(0, 12), 11) % 10 === Number(ogrn[12]);
}

/** OGRNIP (a sole trader): the first 14 digits, mod 13, mod 10, is the 15th. */
export function isValidOgrnip(ogrnip: string): boolean {
  if (!/^\d{15}$/.test(ogrnip)) return false;
  return modOfDigits(ogrnip.slice(0, 14), 13) % 10 === Number(ogrnip[14]);
}

/** KPP: 9 digits (document 2 §5, §9); it has no check digit. */
export function isValidKpp(kpp: string): boolean {
  return /^\d{9}$/.test(kpp);
}
