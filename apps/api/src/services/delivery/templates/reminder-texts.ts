import type { Language } from '@parking/domain/i18n/languages';

/** The words of a stay's reminder (issue 23 item 1), kept apart from the older templates. */
export interface ReminderTexts {
  /** Push title and e-mail subject. */
  title: { before_end: (minutes: number) => string; ended: string };
  /** Push body and the e-mail's line: the plate, the zone, the end time. */
  body: {
    before_end: (plate: string, zone: string, end: string) => string;
    ended: (plate: string, zone: string, end: string) => string;
  };
  /** The link's label in the e-mail. */
  extend: string;
  /** SMS: short, the link last. */
  sms: {
    before_end: (plate: string, minutes: number, end: string, url: string) => string;
    ended: (plate: string, end: string, url: string) => string;
  };
  howToStop: string;
}

/** "через 10 минут", "in 10 minutes", with Russian plurals. */
function ruMinutes(n: number): string {
  const rule = new Intl.PluralRules('ru-RU').select(n);
  const word = rule === 'one' ? 'минуту' : rule === 'few' ? 'минуты' : 'минут';
  return `${n} ${word}`;
}

export const REMINDER_TEXTS: Record<Language, ReminderTexts> = {
  ru: {
    title: {
      before_end: (m) => `Парковка закончится через ${ruMinutes(m)}`,
      ended: 'Парковка закончилась',
    },
    body: {
      before_end: (plate, zone, end) =>
        `${plate}, зона ${zone}: оплачено до ${end}. Продлить можно в одно касание.`,
      ended: (plate, zone, end) => `${plate}, зона ${zone}: оплаченное время истекло в ${end}.`,
    },
    extend: 'Продлить парковку',
    sms: {
      before_end: (plate, m, end, url) =>
        `Парковка ${plate} закончится через ${ruMinutes(m)} (${end}). Продлить: ${url}`,
      ended: (plate, end, url) => `Парковка ${plate} закончилась в ${end}. ${url}`,
    },
    howToStop: 'Напоминания настраиваются в личном кабинете, в разделе «Настройки».',
  },
  en: {
    title: {
      before_end: (m) => `Your parking ends in ${m} ${m === 1 ? 'minute' : 'minutes'}`,
      ended: 'Your parking has ended',
    },
    body: {
      before_end: (plate, zone, end) => `${plate}, zone ${zone}: paid until ${end}. Extend it in one tap.`,
      ended: (plate, zone, end) => `${plate}, zone ${zone}: the paid time ran out at ${end}.`,
    },
    extend: 'Extend the parking',
    sms: {
      before_end: (plate, m, end, url) => `Parking ${plate} ends in ${m} min (${end}). Extend: ${url}`,
      ended: (plate, end, url) => `Parking ${plate} ended at ${end}. ${url}`,
    },
    howToStop: 'Reminders are set up in your account, under Settings.',
  },
};
