import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Staff read dates and money in the console's language; Intl formats both. */
export function useConsoleFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-GB' : 'ru-RU';
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'RUB' });
    return {
      locale,
      /** An ISO 8601 instant in the browser's time zone; '' for none. */
      dateTime: (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : ''),
      /** A calendar date (YYYY-MM-DD) without shifting it across time zones. */
      day: (ymd: string) => date.format(new Date(`${ymd}T12:00:00`)),
      /** Integer kopecks as roubles. */
      money: (kopecks: number) => money.format(kopecks / 100),
    };
  }, [locale]);
}
