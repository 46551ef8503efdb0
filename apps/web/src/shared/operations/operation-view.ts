import { formatPhone } from '@parking/domain/accounts/account-rules';
import { formatMoney } from '@parking/domain/format/money-format';
import { movedMoney } from '@parking/domain/operations/operation-money';
import type { OperationRow, OperationStatus } from '@parking/domain/operations/operations-contracts';

/** DD.MM.YYYY HH:mm in the city's time zone. */
export function formatOperationDate(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('ru-RU', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}.${get('month')}.${get('year')} ${get('hour')}:${get('minute')}`;
}

/**
 * Signed from the driver's side: −150,00 ₽ spent, +500,00 ₽ put on the balance. An operation that
 * moved no money has no sign: it was neither spent nor received.
 */
export function formatAmount(row: Pick<OperationRow, 'amount' | 'status'>, lang: string): string {
  const sign = !movedMoney(row) ? '' : row.amount < 0 ? '−' : row.amount > 0 ? '+' : '';
  return `${sign}${formatMoney(Math.abs(row.amount), lang)}`;
}

/** The amount's look: received green, spent plain, not moved grey and struck through. */
export function amountSx(row: Pick<OperationRow, 'amount' | 'status'>) {
  if (!movedMoney(row)) return { color: 'text.disabled', textDecoration: 'line-through' };
  return { color: row.amount > 0 ? 'success.main' : 'text.primary' };
}

export const STATUS_COLOR: Record<OperationStatus, 'success' | 'default' | 'error' | 'warning'> = {
  done: 'success',
  cancel: 'default',
  error: 'error',
  waiting: 'warning',
};

export const showPhone = (phone: string | null) => (phone ? formatPhone(phone) : '');
