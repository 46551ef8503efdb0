/** Dates and money of a proof as the reader's language writes them, in the city's time zone. */
const locale = (lang: string) => (lang === 'en' ? 'en-GB' : 'ru-RU');

export function proofTime(iso: string, lang: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale(lang), {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

export function proofMoney(kopecks: number, lang: string): string {
  return new Intl.NumberFormat(locale(lang), {
    style: 'currency',
    currency: 'RUB',
    minimumFractionDigits: 2,
  }).format(kopecks / 100);
}
