import { randomUUID } from 'node:crypto';
import type { CityContext } from '../../config/city-context.ts';
import { cardPaymentRows } from '../../db/card-payments/card-payment-rows.ts';
import type { Db } from '../../db/db-types.ts';
import type { CardPaymentRow } from '../../db/schema/card-payments.ts';
import { AppError } from '../../errors/app-error.ts';
import { IdempotencyKeyReused, LedgerRuleError } from '../ledger/ledger-errors.ts';
import { cardPaymentRuntime, type CardPaymentRuntime } from './card-payment-runtime.ts';
import { paymentReceiptOf } from './payment-receipt.ts';
import type { CardPaymentLink, CardPaymentRecord, CardPaymentRequest } from './card-payment-types.ts';

/** What the pay page says the money is for (document 1 §9 description types), in both languages. */
const DESCRIPTIONS: Record<CardPaymentRequest['descriptionType'], string> = {
  refill: 'Пополнение баланса / Balance top-up',
  extension: 'Продление парковки / Parking extension',
  payment: 'Оплата парковки / Parking payment',
};

/** 'user:<id>', 'guest:<token id>' or 'company:<id>', the payer's idempotency key space. */
export function payerScopeOf(payer: CardPaymentRequest['payer']): string {
  if ('companyId' in payer) return `company:${payer.companyId}`;
  return payer.userId !== undefined ? `user:${payer.userId}` : `guest:${payer.guestTokenId}`;
}

/** A path of our own site: never `//host`, a backslash or spaces (an open redirect otherwise). */
const LOCAL_PATH = /^\/(?![/\\])[^\s\\]{0,499}$/;

export const isLocalPath = (value: unknown): value is string =>
  typeof value === 'string' && LOCAL_PATH.test(value);

/**
 * The one place a web address of this city is built, e.g. where the bank sends the payer back.
 * The path is the web's own (its /en prefix kept, so the payer comes back in their language);
 * the web keeps its city in the browser's storage, and takes /c/<city> off the front on load
 * (shared/city/current-city.ts). The default city's pages have no prefix.
 */
export function cityPageUrl(runtime: CardPaymentRuntime, city: string, path: string): string {
  const prefix = city === runtime.defaultCity ? '' : `/c/${encodeURIComponent(city)}`;
  return `${runtime.publicUrl}${prefix}${path}`;
}

/** Our webhook for this city; always the /c/<city> form, which every hosted city answers. */
export function webhookUrlOf(runtime: CardPaymentRuntime, city: string): string {
  return `${runtime.publicUrl}/c/${encodeURIComponent(city)}/api/payment/webhook/${runtime.providerOf(city).name}`;
}

export function recordOf(row: CardPaymentRow): CardPaymentRecord {
  return {
    paymentId: row.id,
    purpose: row.purpose,
    amountKopecks: row.amountKopecks,
    payer:
      row.userId !== null
        ? { userId: row.userId }
        : row.companyId !== null
          ? { companyId: row.companyId }
          : { guestTokenId: Number(row.guestTokenId) },
    method: row.method,
    payload: row.payload,
    status: row.status,
  };
}

function check(request: CardPaymentRequest): void {
  const { amountKopecks, bonusKopecks = 0, returnPath, method, idempotencyKey } = request;
  // Bugs of the calling feature, not driver input: the routes validated that already.
  if (!Number.isSafeInteger(amountKopecks) || amountKopecks <= 0)
    throw new LedgerRuleError(`card payment amount must be positive kopecks, got ${amountKopecks}`);
  if (!Number.isSafeInteger(bonusKopecks) || bonusKopecks < 0)
    throw new LedgerRuleError(`bonus must be whole kopecks, got ${bonusKopecks}`);
  // Only a path of our own site: never an open redirect to somewhere else.
  if (!isLocalPath(returnPath))
    throw new LedgerRuleError(`returnPath must be a local path, got ${returnPath}`);
  if (method === 'balance' || method.length === 0 || method.length > 64)
    throw new LedgerRuleError(`a card payment cannot use the method ${method}`);
  if (idempotencyKey.length === 0 || idempotencyKey.length > 200)
    throw new LedgerRuleError('an idempotency key of 1 to 200 characters is required');
  // a company's card money only tops up its balance: no purpose handler knows a company
  if ('companyId' in request.payer && request.purpose !== 'refill')
    throw new LedgerRuleError(`a company pays by card only its top-up, not ${request.purpose}`);
}

/**
 * Starts a card payment in the caller's transaction: the pending card_payments row and the
 * provider's pay page. Nothing is credited here; the provider's verified word settles it later
 * (webhook, payment-from-portal check or reconciliation), calling the purpose's handler.
 *
 * The same payer and idempotency key give back the same payment (a retried submit), as long as
 * purpose, amount and method agree; otherwise the key was reused: IdempotencyKeyReused (409).
 */
export async function createCardPayment(
  tx: Db,
  city: CityContext,
  request: CardPaymentRequest,
): Promise<CardPaymentLink> {
  check(request);
  const runtime = cardPaymentRuntime();
  const provider = runtime.providerOf(city.config.city);
  // before any row: the caller's transaction rolls back whatever it held for this payment
  if (runtime.offReasonOf(city.config.city)) throw new AppError('CardPaymentsUnavailable', 503);
  const payerScope = payerScopeOf(request.payer);
  // the page the web started from; a feature's own page when the caller sent none (or a bad one)
  const back = isLocalPath(request.returnTo) ? request.returnTo : request.returnPath;
  const id = randomUUID();
  const inserted = await cardPaymentRows.insertIfNew(tx, {
    id,
    purpose: request.purpose,
    amountKopecks: request.amountKopecks,
    bonusKopecks: request.bonusKopecks ?? 0,
    userId: request.payer.userId ?? null,
    guestTokenId: request.payer.guestTokenId ?? null,
    companyId: 'companyId' in request.payer ? request.payer.companyId : null,
    method: request.method,
    phone: request.phone ?? null,
    descriptionType: request.descriptionType,
    returnPath: back,
    payload: request.payload,
    payerScope,
    idempotencyKey: request.idempotencyKey,
    provider: provider.name,
    // unique placeholder until the provider has answered, a few statements below
    providerPaymentId: `creating:${id}`,
    redirectUrl: '',
  });
  if (!inserted) {
    const first = await cardPaymentRows.byKey(tx, payerScope, request.idempotencyKey);
    if (
      !first ||
      first.purpose !== request.purpose ||
      first.amountKopecks !== request.amountKopecks ||
      first.method !== request.method
    ) {
      throw new IdempotencyKeyReused();
    }
    return { paymentId: first.id, redirectUrl: first.redirectUrl };
  }
  const receipt = await paymentReceiptOf(tx, city, request);
  const link = await provider.createPayment(
    { city, tx },
    {
      merchantPaymentId: id,
      receipt,
      accountId: payerScope,
      methodKind: request.method === 'sbp' ? 'sbp' : 'card',
      amountKopecks: request.amountKopecks,
      description: DESCRIPTIONS[request.descriptionType],
      returnUrl: withPaymentId(cityPageUrl(runtime, city.config.city, back), id),
      webhookUrl: webhookUrlOf(runtime, city.config.city),
      ...(request.phone ? { phone: request.phone, lang: languageOfPath(back) } : {}),
    },
  );
  // A phone method is confirmed through the operator's SMS, not on a card page: the payer is
  // sent to wait for it on /phone-payment-callback (document 1 §2), in the page's language.
  const redirectUrl = request.phone
    ? cityPageUrl(
        runtime,
        city.config.city,
        `${languageOfPath(back) === 'en' ? '/en' : ''}/phone-payment-callback`,
      )
    : link.redirectUrl;
  await cardPaymentRows.change(tx, id, {
    providerPaymentId: link.providerPaymentId,
    redirectUrl,
    receipt,
    widget: link.widget ?? null,
  });
  return { paymentId: id, redirectUrl };
}

/**
 * The return address carries our payment id: a provider that sends the payer back to it as it
 * is (YooKassa) leaves the page knowing which payment to ask about, like the sandbox's redirect.
 */
function withPaymentId(url: string, paymentId: string): string {
  const back = new URL(url);
  back.searchParams.set('payment', paymentId);
  return back.toString();
}

/** The web's language of one of its paths: /en/... is English, anything else the default ru. */
const languageOfPath = (path: string): 'ru' | 'en' => (/^\/en(?:[/?#]|$)/.test(path) ? 'en' : 'ru');

/** One payment as stored, or null. */
export function findCardPayment(db: Db, paymentId: string): Promise<CardPaymentRow | null> {
  if (!/^[0-9a-f-]{36}$/.test(paymentId)) return Promise.resolve(null);
  return cardPaymentRows.byId(db, paymentId);
}
