import type { Language } from '@parking/domain/i18n/languages';
import type { OperationStatus, OperationType } from '@parking/domain/operations/operations-contracts';

/** Words of the exported files (the web has its own catalogue; a file needs none of it). */
export const EXPORT_TEXT = {
  ru: {
    title: 'История операций',
    period: 'Период',
    allTime: 'за всё время',
    generated: 'Сформировано',
    page: 'Стр.',
    headings: [
      'Дата',
      'Операция',
      'Сумма, ₽',
      'Описание',
      'Статус',
      'Номер заказа',
      'ТС',
      'Зона',
      'Телефон',
      'Чек',
    ],
    types: {
      payment: 'Оплата парковки',
      refill: 'Пополнение',
      renew: 'Продление',
      cancel: 'Возврат',
      paymentSubscription: 'Оплата абонемента',
      paymentGate: 'Оплата парковки со шлагбаумом',
      bonus20: 'Бонус 20%',
    } satisfies Record<OperationType, string>,
    statuses: {
      done: 'Выполнен',
      cancel: 'Отменен',
      error: 'Ошибка',
      waiting: 'Ожидание платежа',
    } satisfies Record<OperationStatus, string>,
  },
  en: {
    title: 'Operations history',
    period: 'Period',
    allTime: 'all time',
    generated: 'Generated',
    page: 'Page',
    headings: [
      'Date',
      'Operation',
      'Amount, RUB',
      'Description',
      'Status',
      'Order number',
      'Vehicle',
      'Zone',
      'Phone',
      'Receipt',
    ],
    types: {
      payment: 'Parking payment',
      refill: 'Top-up',
      renew: 'Extension',
      cancel: 'Refund',
      paymentSubscription: 'Subscription payment',
      paymentGate: 'Barrier parking payment',
      bonus20: 'Bonus 20%',
    } satisfies Record<OperationType, string>,
    statuses: {
      done: 'Done',
      cancel: 'Cancelled',
      error: 'Error',
      waiting: 'Awaiting payment',
    } satisfies Record<OperationStatus, string>,
  },
} as const satisfies Record<Language, unknown>;
