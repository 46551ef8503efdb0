/**
 * The one way money is written for people (docs/decisions/0016-money-and-time-format.md): Intl with
 * the rouble sign in both languages and always two decimals, as the seeds show costs
 * (document 1 §7: "whole part and two-digit fraction"). ru "1 234,50 ₽", en "₽1,234.50".
 * No zod here: the map page imports this into the first load.
 * Machine formats (CSV numbers, a provider's "80.00") do not come through here.
 */
const localeOf = (lang: string) => (lang === 'en' ? 'en-GB' : 'ru-RU');

const withSign = new Map<string, Intl.NumberFormat>();
const bare = new Map<string, Intl.NumberFormat>();

function cached(cache: Map<string, Intl.NumberFormat>, lang: string, options: Intl.NumberFormatOptions) {
  const locale = localeOf(lang);
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      ...options,
    });
    cache.set(locale, format);
  }
  return format;
}

/** Integer kopecks with the rouble sign: ru "1 234,50 ₽", en "₽1,234.50", "-1 234,50 ₽" below 0. */
export function formatMoney(kopecks: number, lang: string): string {
  // narrowSymbol: en-GB would write "RUB" otherwise
  const format = cached(withSign, lang, {
    style: 'currency',
    currency: 'RUB',
    currencyDisplay: 'narrowSymbol',
  });
  return format.format(Math.trunc(kopecks) / 100);
}

/**
 * The same number without the sign, where the label already names the currency ("Cost, ₽",
 * "60,00 руб/ч" on the map): ru "1 234,50", en "1,234.50".
 */
export function formatMoneyNumber(kopecks: number, lang: string): string {
  return cached(bare, lang, {}).format(Math.trunc(kopecks) / 100);
}
