import { formatMoney } from '@parking/domain/format/money-format';
import { formatCityDateTime } from '@parking/domain/format/city-time-format';

/**
 * A stay's instant as the city's clocks show it, in the page's language, with the city's offset
 * named ("1 March, 14:30 GMT+5"): a driver may open the link in another time zone.
 */
export function stayTimeFormatter(language: string, timeZone: string): (iso: string) => string {
  return (iso) => formatCityDateTime(iso, language, timeZone);
}

/** Kopecks as money in the page's language ("1 234,50 ₽", "₽1,234.50"). */
export function roublesFormatter(language: string): (kopecks: number) => string {
  return (kopecks) => formatMoney(kopecks, language);
}
