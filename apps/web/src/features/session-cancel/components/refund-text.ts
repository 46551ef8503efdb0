import type { TFunction } from 'i18next';
import { moneyText } from '../../../shared/payments/money-text';

/**
 * The cancel answer's money: `refund` kopecks in all; with refundTo 'card' (issue 22) `cardRefund`
 * of them (all when absent) go back to the card the stay was paid with, the rest to the balance.
 */
export interface CancelRefund {
  refund: number;
  refundTo?: 'card' | 'balance' | undefined;
  cardRefund?: number | undefined;
}

/** The lines the dialog says after a cancel, in the dialog's namespace (session-cancel). */
export function refundLines(t: TFunction, answer: CancelRefund): string[] {
  if (answer.refund <= 0) return [t('noRefund')];
  if (answer.refundTo !== 'card') return [t('refund', { amount: moneyText(t, answer.refund) })];
  const toCard = Math.min(answer.cardRefund ?? answer.refund, answer.refund);
  const rest = answer.refund - toCard;
  return [
    ...(toCard > 0 ? [t('refundCard', { amount: moneyText(t, toCard) })] : []),
    ...(rest > 0 ? [t('refundRest', { amount: moneyText(t, rest) })] : []),
  ];
}
