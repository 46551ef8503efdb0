import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@parking/domain/format/money-format';

/** Staff read dates and money in the console's language; Intl formats both. */
export function useConsoleFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-GB' : 'ru-RU';
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    return {
      locale,
      /** An ISO 8601 instant in the browser's time zone; '' for none. */
      dateTime: (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : ''),
      /** A calendar date (YYYY-MM-DD) without shifting it across time zones. */
      day: (ymd: string) => date.format(new Date(`${ymd}T12:00:00`)),
      /** Integer kopecks as money, the one way (format/money-format.ts). */
      money: (kopecks: number) => formatMoney(kopecks, i18n.language),
    };
  }, [locale, i18n.language]);
}
