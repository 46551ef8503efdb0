import type { Language } from '@parking/domain/i18n/languages';
import {
  SUBSCRIPTION_BOUGHT_MESSAGE,
  type SubscriptionPurchaseAnswer,
  type SubscriptionPurchaseRequest,
} from '@parking/domain/subscriptions/subscription-contracts';
import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import { insertBalanceSubscriptionOperation } from '../../db/operations/insert-balance-subscription-operation.ts';
import { benefitRows, type BenefitRecord } from '../../db/subscriptions/benefit-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { registerCardPaymentHandler } from '../card-payments/card-payment-handlers.ts';
import { createCardPayment } from '../card-payments/card-payment-service.ts';
import { getSettingsFlags } from '../content/settings-flags-service.ts';
import { hashRequest } from '../ledger/hash-request.ts';
import { balanceOf, systemAccount } from '../ledger/ledger-accounts.ts';
import { balanceAfter, postTransaction } from '../ledger/post-transaction.ts';
import { withIdempotency } from '../ledger/with-idempotency.ts';
import { parkingClock } from '../parking/parking-clock.ts';
import { resolveMethod } from '../parking/payment-method.ts';
import { forgetBenefits } from './benefit-cache.ts';
import { dayStartOf, addDays } from './subscription-dates.ts';
import { resolveOffer, startWindow, type ResolvedOffer } from './subscription-offers.ts';

/**
 * Buying subscriptions: from the balance (one ledger move, driver -price, city_revenue +price),
 * by card through the provider's redirect (the subscription waits in awaiting_payment until the
 * webhook settles the payment), or by receipt (the receipts service, through the two functions
 * below). A bought subscription is a benefit: 100% off parking in its zones for its vehicle and
 * period (the offer's `sale`).
 */

/** A balance that cannot pay: NoMoneyNoHoney plus the kopecks missing (the seeds' СуммаПополнения). */
export class SubscriptionShortOfMoney extends AppError {
  constructor(readonly refillKopecks: number) {
    super('NoMoneyNoHoney', 402);
  }
}

export interface SubscriptionDraft {
  userId: number;
  offerCode: string;
  plate: string;
  /** 'YYYY-MM-DD' in the city; ignored for prev_day (always yesterday). */
  startDate: string | null;
}

interface Planned {
  offer: ResolvedOffer;
  startsAt: Date;
  endsAt: Date;
}

async function plan(
  city: CityContext,
  db: Db,
  draft: SubscriptionDraft,
  lang: Language,
  now: Date,
  checkWindow: boolean,
): Promise<Planned> {
  const offer = await resolveOffer(city, db, draft.offerCode, lang);
  if (!offer) throw new AppError('NotFound', 404, { codeSubscription: 'NotFound' });
  const window = startWindow(offer.type, city.config.timeZone, now);
  let date: string;
  if (offer.type === 'prev_day') date = window.default;
  else if (!draft.startDate) throw new AppError('RequiredField', 400, { timestart: 'RequiredField' });
  else date = draft.startDate;
  if (checkWindow && (date < window.min || date > window.max))
    throw new AppError('SubscriptionStartDateInvalid', 400, { timestart: 'SubscriptionStartDateInvalid' });
  return {
    offer,
    startsAt: dayStartOf(date, city.config.timeZone),
    endsAt: dayStartOf(addDays(date, offer.days), city.config.timeZone),
  };
}

async function insertSubscription(
  tx: Db,
  draft: SubscriptionDraft,
  planned: Planned,
  status: 'active' | 'awaiting_payment',
  method: string,
  now: Date,
): Promise<BenefitRecord> {
  await benefitRows.lockDriver(tx, draft.userId);
  const { offer, startsAt, endsAt } = planned;
  if (await benefitRows.overlapExists(tx, draft.userId, draft.plate, offer.zones, startsAt, endsAt, now))
    throw new AppError('SubscriptionAlreadyExists', 409);
  return benefitRows.insert(tx, {
    userId: draft.userId,
    type: 'subscription',
    variation: offer.name,
    offerCode: offer.code,
    offerType: offer.type,
    zones: offer.zones,
    plate: draft.plate,
    sale: offer.sale,
    status,
    startsAt,
    endsAt,
    days: offer.days,
    paidKopecks: offer.priceKopecks,
    paymentMethod: method,
  });
}

/**
 * For the receipts service: a subscription of this offer waiting for its receipt to be paid.
 * It is not a benefit yet (discounts nothing, not on the benefits page) but it does block an
 * overlapping purchase for the same plate and zones (SubscriptionAlreadyExists, 409).
 * `startDate` 'YYYY-MM-DD' is not checked against the one-month window (a receipt's start is
 * at least 3 working days after payment, which the caller works out); prev_day ignores it.
 * Throws NotFound (unknown code), RequiredField (no start date), FeatureDisabled, ZoneNotFound.
 * Pass the caller's transaction as `db` to create it together with the receipt.
 */
export async function createAwaitingSubscription(
  city: CityContext,
  draft: SubscriptionDraft,
  opts: { db?: Db; lang?: Language; method?: string } = {},
): Promise<{ subscriptionId: number; amountKopecks: number }> {
  const now = parkingClock.now();
  const run = async (tx: Db) => {
    const planned = await plan(city, tx, draft, opts.lang ?? 'ru', now, false);
    const row = await insertSubscription(
      tx,
      draft,
      planned,
      'awaiting_payment',
      opts.method ?? 'Квитанция',
      now,
    );
    return { subscriptionId: row.id, amountKopecks: row.paidKopecks };
  };
  return opts.db ? run(opts.db) : city.db.transaction(run);
}

/**
 * For the receipts service: the receipt was paid at `paidAt`; the subscription becomes active
 * (a benefit). The money is the caller's to record in the ledger (in the same `db` transaction,
 * ideally). `notBefore` (e.g. paidAt + 3 working days): a start earlier than it is moved to it,
 * keeping the length. Idempotent: an already active subscription is returned as is. Throws
 * SubscriptionNotFound for an unknown id or one cancelled or refunded.
 */
export async function activatePaidSubscription(
  city: CityContext,
  subscriptionId: number,
  paidAt: Date,
  opts: { db?: Db; notBefore?: Date } = {},
): Promise<{ subscriptionId: number; startsAt: Date; endsAt: Date }> {
  const run = async (tx: Db) => {
    const row = await activate(tx, subscriptionId, paidAt, opts.notBefore);
    return { subscriptionId: row.id, startsAt: row.startsAt, endsAt: row.endsAt };
  };
  return opts.db ? run(opts.db) : city.db.transaction(run);
}

async function activate(tx: Db, id: number, paidAt: Date, notBefore?: Date): Promise<BenefitRecord> {
  const row = await benefitRows.lockById(tx, id);
  if (!row || row.type !== 'subscription') throw new AppError('SubscriptionNotFound', 404);
  if (row.status === 'active' || row.status === 'paused') return row;
  if (row.status !== 'awaiting_payment') throw new AppError('SubscriptionNotFound', 409);
  const shift = notBefore ? Math.max(0, notBefore.getTime() - row.startsAt.getTime()) : 0;
  const made = await benefitRows.update(
    tx,
    id,
    {
      status: 'active',
      startsAt: new Date(row.startsAt.getTime() + shift),
      endsAt: new Date(row.endsAt.getTime() + shift),
    },
    paidAt,
  );
  forgetBenefits(row.userId);
  return made;
}

/**
 * POST /api/payment/subscription. Balance: pays at once and answers the seeds' success text;
 * short of money: NoMoneyNoHoney with the missing kopecks. Card method: the provider's pay page.
 */
export async function purchaseSubscription(
  city: CityContext,
  userId: number,
  request: SubscriptionPurchaseRequest,
  idempotencyKey: string,
  lang: Language,
): Promise<Omit<SubscriptionPurchaseAnswer, 'status'>> {
  const flags = await getSettingsFlags(city, lang);
  const method = resolveMethod(flags, request.paymentService, request.phone);
  const now = parkingClock.now();
  const draft: SubscriptionDraft = {
    userId,
    offerCode: request.codeSubscription,
    plate: request.vehicle.plate,
    startDate: request.timestart ?? null,
  };
  const scope = `user:${userId}`;
  const requestHash = hashRequest({ call: 'subscription', draft, method: request.paymentService });
  const { answer } = await withIdempotency(
    city.db,
    { scope, key: idempotencyKey, requestHash },
    async (tx) => {
      const planned = await plan(city, tx, draft, lang, now, true);
      const price = planned.offer.priceKopecks;
      if (method.kind === 'balance') {
        // SubscriptionAlreadyExists before NoMoneyNoHoney: topping up would not help
        const row = await insertSubscription(tx, draft, planned, 'active', 'balance', now);
        const balance = await balanceOf(tx, userId);
        if (balance < price) throw new SubscriptionShortOfMoney(price - balance);
        const posted = await postTransaction(tx, {
          kind: 'parking_payment',
          scope,
          idempotencyKey: `subscription:${row.id}`,
          postings: [
            { driver: userId, amount: -price },
            { system: 'city_revenue', spreadKey: userId, amount: price },
          ],
          // the history row is written below (a balance purchase has no card payment to name it)
          metadata: { purpose: 'subscription', subscriptionId: row.id, operationWritten: true },
        });
        await insertBalanceSubscriptionOperation(tx, {
          userId,
          occurredAt: posted.createdAt,
          amount: -price,
          ledgerTransactionId: posted.id,
          zones: row.zones,
          plate: row.plate,
          startsAt: row.startsAt,
          endsAt: row.endsAt,
        });
        forgetBenefits(userId);
        return {
          message: lang === 'en' ? 'The subscription has been purchased.' : SUBSCRIPTION_BOUGHT_MESSAGE,
          СуммаПополнения: 0,
          orderNum: String(row.id),
          amount: price,
          balance: balanceAfter(posted, userId),
        };
      }
      const row = await insertSubscription(tx, draft, planned, 'awaiting_payment', method.method, now);
      const link = await createCardPayment(tx, city, {
        purpose: 'subscription',
        amountKopecks: price,
        payer: { userId },
        method: method.method,
        ...(method.phone ? { phone: method.phone } : {}),
        descriptionType: 'payment',
        returnPath: '/profile/abonements',
        returnTo: request.returnTo,
        payload: { subscriptionId: row.id },
        idempotencyKey,
      });
      await benefitRows.update(tx, row.id, { cardPaymentId: link.paymentId }, now);
      return {
        RedirectURL: link.redirectUrl,
        paymentId: link.paymentId,
        СуммаПополнения: price,
        orderNum: String(row.id),
        amount: price,
      };
    },
  );
  return answer;
}

// The card side: the provider's confirmed payment activates the subscription.
registerCardPaymentHandler('subscription', {
  async succeeded(tx, _city, payment) {
    const id = Number(payment.payload.subscriptionId);
    const row = Number.isSafeInteger(id) ? await benefitRows.lockById(tx, id) : null;
    // cancelled meanwhile (an expired payment paid late): the money goes to the balance instead
    if (!row || row.status !== 'awaiting_payment') throw new AppError('SubscriptionNotFound', 409);
    await postTransaction(tx, {
      kind: 'parking_payment',
      scope: `card:${payment.paymentId}`,
      idempotencyKey: payment.purpose,
      postings: [
        { account: await systemAccount(tx, 'card_clearing'), amount: -payment.amountKopecks },
        { account: await systemAccount(tx, 'city_revenue', row.userId), amount: payment.amountKopecks },
      ],
      metadata: { paymentId: payment.paymentId, purpose: 'subscription', subscriptionId: row.id },
    });
    await activate(tx, row.id, parkingClock.now());
  },
  async failed(tx, _city, payment) {
    const id = Number(payment.payload.subscriptionId);
    const row = Number.isSafeInteger(id) ? await benefitRows.lockById(tx, id) : null;
    if (row?.status === 'awaiting_payment')
      await benefitRows.update(tx, row.id, { status: 'cancelled' }, parkingClock.now());
  },
});
