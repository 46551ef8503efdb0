import type { TFunction } from 'i18next';
import { formatKopecks } from '@parking/domain/money';

/**
 * Kopecks as words with the Russian plural of "rouble": "21 рубль", "500.50 рубля". The caller's
 * namespace provides the `money` key with its plural forms (money_one, money_few, ...).
 */
export function moneyText(t: TFunction, kopecks: number): string {
  const value = kopecks % 100 === 0 ? formatKopecks(kopecks).slice(0, -3) : formatKopecks(kopecks);
  return t('money', { count: kopecks / 100, value });
}
