import type { PaymentMethod } from '@parking/domain/contracts/settings-flags';
import { companyIdOfPaymentService } from '@parking/domain/company/company-rules';

export const BALANCE_METHOD = 'balance';
/** The seeds' Receipt method: a payment by receipt is made in the payment modal's receipt mode. */
export const RECEIPT_METHOD = 'Квитанция';

/**
 * A company's payment method in a registered driver's profile (issue 8): 'corporate:<companyId>',
 * one per company where the driver is an active company driver.
 */
export const isCompanyMethod = (methodName: string) => companyIdOfPaymentService(methodName) !== null;

/** Methods a card-like payment may use: never the balance, never the receipt. */
export function cardLikeMethods(methods: readonly PaymentMethod[]): PaymentMethod[] {
  return methods.filter((m) => m.methodName !== BALANCE_METHOD && m.methodName !== RECEIPT_METHOD);
}
