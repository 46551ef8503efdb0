import type { Language } from '@parking/domain/i18n/languages';

/** The notice after a balance payment: paid, and until when the barrier opens (city time). */
export function barrierPaidMessage(exitUntil: Date, timeZone: string, lang: Language): string {
  const time = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'ru-RU', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
  }).format(exitUntil);
  return lang === 'en'
    ? `Parking paid. The barrier will let you out until ${time}.`
    : `Парковка оплачена. Шлагбаум выпустит вас до ${time}.`;
}
