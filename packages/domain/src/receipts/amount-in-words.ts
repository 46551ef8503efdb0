/**
 * An amount in kopecks written out in Russian as payment documents need it:
 * 1 234,05 → "Одна тысяча двести тридцать четыре рубля 05 копеек". Roubles are masculine
 * (один рубль, два рубля), thousands and kopecks feminine (одна тысяча, две копейки).
 */

type Forms = readonly [one: string, few: string, many: string];

const UNITS_M = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const UNITS_F = ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const TEENS = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const TENS = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
];
const HUNDREDS = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
];

/** Scales above units: [forms, feminine?]. */
const SCALES: readonly [Forms, boolean][] = [
  [['тысяча', 'тысячи', 'тысяч'], true],
  [['миллион', 'миллиона', 'миллионов'], false],
  [['миллиард', 'миллиарда', 'миллиардов'], false],
];

export const ROUBLE_FORMS: Forms = ['рубль', 'рубля', 'рублей'];
export const KOPECK_FORMS: Forms = ['копейка', 'копейки', 'копеек'];

/** The Russian plural form for n: 1 рубль, 2 рубля, 5 рублей, 11 рублей, 21 рубль. */
export function pluralRu(n: number, forms: Forms): string {
  const mod100 = Math.abs(n) % 100;
  const mod10 = mod100 % 10;
  if (mod100 >= 11 && mod100 <= 14) return forms[2];
  if (mod10 === 1) return forms[0];
  if (mod10 >= 2 && mod10 <= 4) return forms[1];
  return forms[2];
}

function triadWords(n: number, feminine: boolean): string[] {
  const words: string[] = [];
  const h = Math.floor(n / 100);
  const rest = n % 100;
  if (h) words.push(HUNDREDS[h]!);
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10]!);
  else {
    const t = Math.floor(rest / 10);
    const u = rest % 10;
    if (t) words.push(TENS[t]!);
    if (u) words.push((feminine ? UNITS_F : UNITS_M)[u]!);
  }
  return words;
}

/** A whole number in words; gender of the counted noun decides один/одна, два/две. */
export function integerInWords(n: number, feminine = false): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError('a non-negative integer is needed');
  if (n === 0) return 'ноль';
  const words: string[] = [];
  const triads: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 1000)) triads.push(rest % 1000);
  if (triads.length > SCALES.length + 1) throw new RangeError('too large');
  for (let i = triads.length - 1; i >= 0; i--) {
    const triad = triads[i]!;
    if (!triad) continue;
    if (i === 0) words.push(...triadWords(triad, feminine));
    else {
      const [forms, fem] = SCALES[i - 1]!;
      words.push(...triadWords(triad, fem), pluralRu(triad, forms));
    }
  }
  return words.join(' ');
}

/** Kopecks to "Сто двадцать три рубля 45 копеек" (roubles in words, kopecks in figures). */
export function amountInWords(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0)
    throw new RangeError('kopecks must be a non-negative integer');
  const roubles = Math.floor(kopecks / 100);
  const kop = kopecks % 100;
  const text = `${integerInWords(roubles)} ${pluralRu(roubles, ROUBLE_FORMS)} ${String(kop).padStart(2, '0')} ${pluralRu(kop, KOPECK_FORMS)}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Both parts in words: "Сто двадцать три рубля сорок пять копеек". */
export function amountInWordsFull(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0)
    throw new RangeError('kopecks must be a non-negative integer');
  const roubles = Math.floor(kopecks / 100);
  const kop = kopecks % 100;
  const text = `${integerInWords(roubles)} ${pluralRu(roubles, ROUBLE_FORMS)} ${integerInWords(kop, true)} ${pluralRu(kop, KOPECK_FORMS)}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
