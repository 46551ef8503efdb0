import { formatMoney } from '@parking/domain/format/money-format';

/** Document 1 §9: payment description types. */
export const DESCRIPTION_TYPES = ['extension', 'refill', 'payment'] as const;
export type DescriptionType = (typeof DESCRIPTION_TYPES)[number];

export interface WidgetParams {
  invoiceId: string | null;
  /** Roubles as the link gives them, or null when missing or not a number. */
  amount: string | null;
  currency: string;
  email: string;
  requireEmail: boolean;
  description: DescriptionType | null;
  /** After the bank: the payment id and how it ended; null before paying. */
  returned: { paymentId: string; success: boolean } | null;
}

const SUCCESS = ['succeeded', 'success', 'paid', 'ok', 'approved', 'authorized'];

/** The /payment page's query (document 1 §2): amount, currency (RUB), invoiceId, e-mail, ... */
export function readWidgetParams(query: URLSearchParams): WidgetParams {
  const amountText = (query.get('amount') ?? '').replace(',', '.').trim();
  const type = query.get('description') ?? query.get('descriptionType') ?? query.get('type');
  const status = query.get('status');
  const invoiceId = query.get('invoiceId')?.trim() || null;
  return {
    invoiceId,
    amount: /^\d+(\.\d+)?$/.test(amountText) ? amountText : null,
    currency: (query.get('currency') ?? '').trim().toUpperCase() || 'RUB',
    email: query.get('email') ?? '',
    requireEmail: ['true', '1', 'yes'].includes((query.get('requireEmail') ?? '').toLowerCase()),
    description: DESCRIPTION_TYPES.find((d) => d === type) ?? null,
    returned:
      status === null
        ? null
        : {
            paymentId: query.get('payment') ?? invoiceId ?? '',
            success: SUCCESS.includes(status.toLowerCase()),
          },
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** YYYYMMDDhhmmss in UTC (the payment-info format). */
export function utcStamp(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}${two(d.getUTCHours())}${two(
    d.getUTCMinutes(),
  )}${two(d.getUTCSeconds())}`;
}

/** The amount with its currency in the reader's language; an unknown code is shown as is. */
export function formatAmount(amount: string, currency: string, lang: string): string {
  if (currency === 'RUB' && Number.isFinite(Number(amount)))
    return formatMoney(Math.round(Number(amount) * 100), lang);
  try {
    return new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'ru-RU', { style: 'currency', currency }).format(
      Number(amount),
    );
  } catch {
    return `${amount} ${currency}`;
  }
}
