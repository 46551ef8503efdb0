import type { Language } from '@parking/domain/i18n/languages';
import type { MoneyGroupBy } from '@parking/domain/staff/money-contracts';

/**
 * Words of the money report and its files in the staff member's language (the web has its own
 * catalogue for the page; the files and the groups' labels are made here).
 */
export const MONEY_TEXT = {
  ru: {
    title: 'Отчёт по деньгам',
    sheet: 'Отчёт',
    period: 'Период',
    groupedBy: 'Группировка',
    generated: 'Сформировано',
    timeZone: 'Часовой пояс',
    groupBy: { day: 'по дням', zone: 'по зонам', method: 'по способам оплаты' },
    groupHeading: { day: 'Дата', zone: 'Зона', method: 'Способ оплаты' },
    figures: {
      revenue: 'Выручка, ₽',
      refunds: 'Возвраты, ₽',
      net: 'Чистая выручка, ₽',
      corrections: 'Корректировки, ₽',
      bonuses: 'Бонусы, ₽',
      sessions: 'Стоянки',
      minutes: 'Минуты',
    },
    total: 'Итого',
    noZone: 'Без зоны',
    otherMethod: 'Прочее',
    methods: { balance: 'Баланс', corporate: 'Счёт компании', deferred: 'Отложенная оплата' },
  },
  en: {
    title: 'Money report',
    sheet: 'Report',
    period: 'Period',
    groupedBy: 'Grouped',
    generated: 'Generated',
    timeZone: 'Time zone',
    groupBy: { day: 'by day', zone: 'by zone', method: 'by payment method' },
    groupHeading: { day: 'Date', zone: 'Zone', method: 'Payment method' },
    figures: {
      revenue: 'Revenue, RUB',
      refunds: 'Refunds, RUB',
      net: 'Net revenue, RUB',
      corrections: 'Corrections, RUB',
      bonuses: 'Bonuses, RUB',
      sessions: 'Stays',
      minutes: 'Minutes',
    },
    total: 'Total',
    noZone: 'No zone',
    otherMethod: 'Other',
    methods: { balance: 'Balance', corporate: 'Company balance', deferred: 'Deferred payment' },
  },
} satisfies Record<Language, unknown>;

/** A city day (YYYY-MM-DD) as people of that language write it. */
export function dayLabel(day: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'ru-RU', {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * What a group's key reads as: a day, a zone number, or a payment method's name from the city's
 * settings (`shown`, methodName -> methodNameForShow), else one of ours, else the key itself.
 */
export function groupLabel(
  by: MoneyGroupBy,
  key: string | null,
  lang: Language,
  shown: ReadonlyMap<string, string>,
): string {
  const text = MONEY_TEXT[lang];
  if (by === 'day') return key ? dayLabel(key, lang) : '';
  if (by === 'zone') return key ?? text.noZone;
  if (key === null) return text.otherMethod;
  return shown.get(key) ?? text.methods[key as keyof typeof text.methods] ?? key;
}
