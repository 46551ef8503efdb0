/**
 * A stay's instant as the city's clocks show it, in the page's language. When the device is in
 * another time zone the zone is named, so a driver reading the link elsewhere is not misled.
 */
export function stayTimeFormatter(language: string, timeZone: string): (iso: string) => string {
  const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const format = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'ru-RU', {
    timeZone,
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(deviceZone === timeZone ? {} : { timeZoneName: 'short' }),
  });
  return (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : format.format(date);
  };
}

/** Kopecks as roubles with the ₽ sign, as Intl writes them in the page's language. */
export function roublesFormatter(language: string): (kopecks: number) => string {
  const format = new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'ru-RU', {
    style: 'currency',
    currency: 'RUB',
    // ₽ in English too (en-GB writes RUB otherwise)
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
  return (kopecks) => format.format(kopecks / 100);
}
