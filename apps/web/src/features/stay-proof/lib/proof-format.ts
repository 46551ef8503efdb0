import { formatMoney } from '@parking/domain/format/money-format';
import { formatCityDateTime } from '@parking/domain/format/city-time-format';

/** Dates and money of a proof as the reader's language writes them, in the city's time zone. */
export function proofTime(iso: string, lang: string, timeZone: string): string {
  return formatCityDateTime(iso, lang, timeZone, { year: true });
}

export function proofMoney(kopecks: number, lang: string): string {
  return formatMoney(kopecks, lang);
}
