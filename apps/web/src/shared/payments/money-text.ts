import type { TFunction } from 'i18next';
import { formatMoney } from '@parking/domain/format/money-format';

/**
 * Kopecks as the page's language writes money: "1 234,50 ₽" / "₽1,234.50" (one form everywhere,
 * docs/decisions/0016-money-and-time-format.md). react-i18next's `t` is fixed to the language it was
 * made for (`t.lng`), so the callers keep passing their `t`.
 */
export function moneyText(t: TFunction, kopecks: number): string {
  return formatMoney(kopecks, (t as unknown as { lng?: string }).lng ?? 'ru');
}
