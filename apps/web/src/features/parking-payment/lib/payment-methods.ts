import type { PaymentMethod } from '@parking/domain/contracts/settings-flags';

export const BALANCE_METHOD = 'balance';
/** The Receipt method belongs to the payment modal's receipt mode, not to session payment. */
export const RECEIPT_METHOD = 'Квитанция';

/**
 * A company's payment method in a registered driver's profile (issue 8): 'corporate:<companyId>',
 * one per company where the driver is an active company driver. The same prefix as the domain's
 * CORPORATE_PAYMENT_PREFIX (corporate-rules.ts), not imported: that module shared with the
 * corporate area would become a chunk of its own, named in the first load of "/".
 */
export const isCompanyMethod = (methodName: string) => /^corporate:\d+$/.test(methodName);

/** Methods a card-like payment may use: never the balance, never the receipt. */
export function cardLikeMethods(methods: readonly PaymentMethod[]): PaymentMethod[] {
  return methods.filter((m) => m.methodName !== BALANCE_METHOD && m.methodName !== RECEIPT_METHOD);
}
