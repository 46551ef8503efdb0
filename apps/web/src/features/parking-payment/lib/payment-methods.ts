import type { PaymentMethod } from '@parking/domain/contracts/settings-flags';

export const BALANCE_METHOD = 'balance';
/** The Receipt method belongs to the payment modal's receipt mode, not to session payment. */
export const RECEIPT_METHOD = 'Квитанция';

/** Methods a card-like payment may use: never the balance, never the receipt. */
export function cardLikeMethods(methods: readonly PaymentMethod[]): PaymentMethod[] {
  return methods.filter((m) => m.methodName !== BALANCE_METHOD && m.methodName !== RECEIPT_METHOD);
}
