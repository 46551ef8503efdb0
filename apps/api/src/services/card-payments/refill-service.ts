import type { PaymentMethod, SettingsFlags } from '@parking/domain/contracts/settings-flags';
import type { RefillRequest } from '@parking/domain/payments/refill-contracts';
import type { Language } from '@parking/domain/i18n/languages';
import type { CityContext } from '../../config/city-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { getSettingsFlags } from '../content/settings-flags-service.ts';
import { hashRequest } from '../ledger/hash-request.ts';
import { withIdempotency } from '../ledger/with-idempotency.ts';
import { createCardPayment } from './card-payment-service.ts';

/** The seeds' special method: paying by a bank receipt (document 2, receipts). */
export const RECEIPT_METHOD = 'Квитанция';
/** bonus20: a card top-up brings 20% more where the city's useBonus is on (document 1 §9). */
const BONUS_PERCENT = 20;
/** Where the driver lands after the bank: the parking page, which shows the balance. */
const REFILL_RETURN_PATH = '/profile/parking';

/**
 * The top-up's method from the city's settings: never the balance (PaymentServiceNotFound), not
 * the receipt (InDevelopingError), a phone where the method needs one (RequiredField).
 */
export function refillMethodOf(flags: SettingsFlags, request: RefillRequest): PaymentMethod {
  const method = flags.paymentsMethods.find((m) => m.methodName === request.PaymentService);
  if (!method || method.methodName === 'balance') throw new AppError('PaymentServiceNotFound', 400);
  // The web switches the payment modal to receipt mode before it would call refill, so this
  // only meets an old or hand-made client. Receipts are a later issue (document 2, receipts);
  // until then the call says plainly that this method is not available here.
  if (method.methodName === RECEIPT_METHOD) throw new AppError('InDevelopingError', 409);
  if (method.isPhoneRequired && !request.phone)
    throw new AppError('RequiredField', 400, { phone: 'RequiredField' });
  return method;
}

export interface RefillAnswer {
  RedirectURL: string;
  paymentId: string;
  amount: number;
  bonus: number;
}

/**
 * POST /api/payment/refill: a top-up of the driver's balance by card (or another provider
 * method). Answers the pay link; the balance rises only when the provider confirms (webhook or
 * reconciliation), never on the driver's return. The same idempotency key gives the same answer.
 */
export async function startRefill(
  city: CityContext,
  userId: number,
  request: RefillRequest,
  idempotencyKey: string,
  lang: Language,
): Promise<RefillAnswer> {
  const flags = await getSettingsFlags(city, lang);
  // no-balance cities (sevastopol) have no balance to top up
  if (flags.dontUseBalance) throw new AppError('FeatureDisabled', 409);
  const method = refillMethodOf(flags, request);
  const amount = request.RefillAmount;
  const bonus =
    flags.useBonus && method.methodName === 'card' ? Math.floor((amount * BONUS_PERCENT) / 100) : 0;
  const phone = method.isPhoneRequired ? request.phone : undefined;
  const { answer } = await withIdempotency(
    city.db,
    {
      scope: `user:${userId}`,
      key: idempotencyKey,
      requestHash: hashRequest({ call: 'refill', method: method.methodName, amount, phone }),
    },
    async (tx): Promise<RefillAnswer> => {
      const link = await createCardPayment(tx, city, {
        purpose: 'refill',
        amountKopecks: amount,
        bonusKopecks: bonus,
        payer: { userId },
        method: method.methodName,
        phone,
        descriptionType: 'refill',
        returnPath: REFILL_RETURN_PATH,
        returnTo: request.returnTo,
        payload: {},
        idempotencyKey,
      });
      return { RedirectURL: link.redirectUrl, paymentId: link.paymentId, amount, bonus };
    },
  );
  return answer;
}
