import { formatMoney } from '@parking/domain/format/money-format';
import { formatCityDateTime } from '@parking/domain/format/city-time-format';
import type { Language } from '@parking/domain/i18n/languages';
import type { StayProofStatus } from '@parking/domain/stay-proof/stay-proof-contracts';

/** The words of the proof's PDF, in both languages (the page's are in the web's locales). */
export interface StayProofTexts {
  title: string;
  verdict: Record<StayProofStatus, string>;
  plate: string;
  zone: string;
  address: string;
  start: string;
  end: string;
  endOpen: string;
  paid: string;
  paidAt: string;
  order: string;
  verifiedAt: string;
  check: string;
  filename: (order: string) => string;
}

export const STAY_PROOF_TEXTS: Record<Language, StayProofTexts> = {
  ru: {
    title: 'Подтверждение оплаты парковки',
    verdict: {
      paid: 'ОПЛАЧЕНО',
      cancelled: 'ОТМЕНЕНО: парковка отменена после оплаты',
      refunded: 'ДЕНЬГИ ВОЗВРАЩЕНЫ: оплата этой парковки возвращена',
    },
    plate: 'Госномер',
    zone: 'Зона',
    address: 'Адрес',
    start: 'Начало',
    end: 'Окончание',
    endOpen: 'не завершена',
    paid: 'Оплачено',
    paidAt: 'Время оплаты',
    order: 'Номер заказа',
    verifiedAt: 'Сведения на момент',
    check:
      'Проверить подлинность и актуальное состояние оплаты можно по QR-коду или по ссылке на сайте городской парковки:',
    filename: (order) => `podtverzhdenie-oplaty-${order}.pdf`,
  },
  en: {
    title: 'Proof of parking payment',
    verdict: {
      paid: 'PAID',
      cancelled: 'CANCELLED: the stay was cancelled after payment',
      refunded: 'REFUNDED: the payment for this stay was returned',
    },
    plate: 'Plate',
    zone: 'Zone',
    address: 'Address',
    start: 'Start',
    end: 'End',
    endOpen: 'not ended',
    paid: 'Paid',
    paidAt: 'Payment time',
    order: 'Order number',
    verifiedAt: 'As recorded at',
    check:
      "Check that this proof is genuine and still holds by its QR code or at the city parking's website:",
    filename: (order) => `parking-proof-${order}.pdf`,
  },
};

// One way for money and times (docs/decisions/0016-money-and-time-format.md); the PDF and the e-mail use these.
/** A moment in the city's time with its offset: "16 марта 2026 г., 10:00 GMT+5". */
export function cityTime(at: Date, lang: Language, timeZone: string): string {
  return formatCityDateTime(at, lang, timeZone, { year: true });
}

export function money(kopecks: number, lang: Language): string {
  return formatMoney(kopecks, lang);
}
