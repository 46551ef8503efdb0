import type { SettingsFlags } from '@parking/domain/contracts/settings-flags';
import { AppError } from '../../errors/app-error.ts';

/** The seeds' special method: a bank receipt, for top-ups and subscriptions only. */
const RECEIPT = 'Квитанция';

export type ResolvedMethod = { kind: 'balance' } | { kind: 'card'; method: string; phone?: string };

/**
 * The way a session is paid: the balance, or a card/mobile method of the city's settings
 * (paymentsMethods) paid through the provider's redirect. An unknown method (or the receipt,
 * which cannot pay a parking) is PaymentServiceNotFound; a method that needs a phone without
 * one is RequiredField. `cardOnly` (guests, continue, the no-balance calls): the balance is
 * not a choice, NotSelectedPaymentService ("select the payment method").
 */
export function resolveMethod(
  flags: SettingsFlags,
  name: string | undefined,
  phone: string | undefined,
  cardOnly = false,
): ResolvedMethod {
  if (!name || (cardOnly && name === 'balance')) throw new AppError('NotSelectedPaymentService', 400);
  const method = flags.paymentsMethods.find((m) => m.methodName === name);
  // no-balance cities keep no balance, whatever the methods list says
  if (!method || name === RECEIPT || (name === 'balance' && flags.dontUseBalance))
    throw new AppError('PaymentServiceNotFound', 400);
  if (name === 'balance') return { kind: 'balance' };
  if (method.isPhoneRequired && !phone) throw new AppError('RequiredField', 400, { phone: 'RequiredField' });
  // the phone goes along only for a phone method: it makes the payment one confirmed by SMS
  return { kind: 'card', method: name, ...(method.isPhoneRequired && phone ? { phone } : {}) };
}
