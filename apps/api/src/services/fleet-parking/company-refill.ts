import type { Language } from '@parking/domain/i18n/languages';
import type { RefillRequest } from '@parking/domain/payments/refill-contracts';
import type { CityContext } from '../../config/city-context.ts';
import { createCardPayment } from '../card-payments/card-payment-service.ts';
import { refillMethodOf, type RefillAnswer } from '../card-payments/refill-service.ts';
import { getSettingsFlags } from '../content/settings-flags-service.ts';
import { hashRequest } from '../ledger/hash-request.ts';
import { withIdempotency } from '../ledger/with-idempotency.ts';
import { companyScope } from './company-fleet-parking.ts';

/** Where the company's accountant lands after the bank: the corporate cabinet. */
const COMPANY_REFILL_RETURN_PATH = '/coop-profile';

/**
 * POST /api/payment/refill with a corporate token: a top-up of the company balance through the
 * payment provider, as for drivers (same methods, limits and answer): a pending card payment
 * with company_id, answered with the provider's pay link; the provider's signed webhook (or
 * reconciliation) settles it as card_clearing -N, company +N in one move keyed by the payment
 * id. No bonus20 (a driver's promotion), so `bonus` is 0. A no-balance city still keeps company
 * balances: fleet parking is paid from them.
 */
export async function startCompanyRefill(
  city: CityContext,
  companyId: number,
  request: RefillRequest,
  idempotencyKey: string,
  lang: Language,
): Promise<RefillAnswer> {
  const flags = await getSettingsFlags(city, lang);
  const method = refillMethodOf(flags, request);
  const amount = request.RefillAmount;
  const phone = method.isPhoneRequired ? request.phone : undefined;
  const { answer } = await withIdempotency(
    city.db,
    {
      scope: companyScope(companyId),
      key: idempotencyKey,
      requestHash: hashRequest({ call: 'companyRefill', method: method.methodName, amount, phone }),
    },
    async (tx): Promise<RefillAnswer> => {
      const link = await createCardPayment(tx, city, {
        purpose: 'refill',
        amountKopecks: amount,
        payer: { companyId },
        method: method.methodName,
        phone,
        descriptionType: 'refill',
        returnPath: COMPANY_REFILL_RETURN_PATH,
        returnTo: request.returnTo,
        payload: {},
        idempotencyKey,
      });
      return { RedirectURL: link.redirectUrl, paymentId: link.paymentId, amount, bonus: 0 };
    },
  );
  return answer;
}
