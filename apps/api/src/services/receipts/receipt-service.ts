import type { Language } from '@parking/domain/i18n/languages';
import { payerDisplayName, receiptTypeOf, type Payer } from '@parking/domain/receipts/payer-contracts';
import type {
  CreateRefillReceiptRequest,
  CreateSubscriptionReceiptRequest,
  ReceiptRow,
  RegisterReceiptPaymentRequest,
} from '@parking/domain/receipts/receipt-contracts';
import { guessNumberFormat, normalizePlate } from '@parking/domain/profile/plate-rules';
import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import { receiptRows, type ReceiptRecord } from '../../db/receipts/receipt-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { getSettingsFlags } from '../content/settings-flags-service.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { dayTypeLookup } from '../parking/calendar-cache.ts';
import { parkingClock } from '../parking/parking-clock.ts';
import {
  activatePaidSubscription,
  createAwaitingSubscription,
} from '../subscriptions/subscription-service.ts';
import { dayStartOf, localDateOf } from '../subscriptions/subscription-dates.ts';
import { resolveOffer } from '../subscriptions/subscription-offers.ts';
import { receiptTitle } from './receipt-pdf.ts';
import { makeUin } from './uin.ts';
import { addWorkingDays, RECEIPT_START_WORKING_DAYS } from './working-days.ts';

/**
 * Receipts and invoices: made by the driver (creatrefill, creatsubscription), paid at a bank by
 * the UIN, registered by the operator (receipt-paid), which moves the money in the ledger.
 */

/** The answer row of a receipt (domain ReceiptRowSchema). */
export function receiptRowOf(r: ReceiptRecord, timeZone: string): ReceiptRow {
  return {
    receiptnumber: String(r.id),
    date: r.createdAt.toISOString(),
    sum: r.sumKopecks,
    status: r.status,
    receiptname: receiptTitle(r, timeZone),
    type: r.type,
    UIN: r.uin,
    source: r.source,
    purpose: r.purpose,
    payerName: payerDisplayName(r.payer as Payer),
    paidAt: r.paidAt ? r.paidAt.toISOString() : null,
    subscriptionStart: r.subscriptionStart,
  };
}

async function requireReceiptsOn(city: CityContext, lang: Language): Promise<void> {
  const flags = await getSettingsFlags(city, lang);
  if (!flags.useReceipts) throw new AppError('FeatureDisabled', 403);
}

async function payeeOf(db: Db) {
  const payee = await receiptRows.payee(db);
  // a city that sells by receipt must have its operator's details; without them nothing can be printed
  if (!payee) throw new AppError('FeatureDisabled', 403);
  return payee;
}

async function insertReceipt(
  tx: Db,
  input: {
    userId: number;
    payer: Payer;
    source: 'refill' | 'subscription';
    sumKopecks: number;
    purpose: (id: number) => string;
    createdAt: Date;
    subscriptionId?: number;
    subscriptionStart?: string;
  },
): Promise<ReceiptRecord> {
  const payee = await payeeOf(tx);
  const id = await receiptRows.nextId(tx);
  return receiptRows.insert(tx, {
    id,
    userId: input.userId,
    type: receiptTypeOf(input.payer),
    source: input.source,
    sumKopecks: input.sumKopecks,
    uin: makeUin(payee.uinPrefix, id),
    purpose: input.purpose(id).slice(0, 210),
    payer: input.payer as unknown as Record<string, unknown>,
    payee,
    createdAt: input.createdAt,
    subscriptionId: input.subscriptionId ?? null,
    subscriptionStart: input.subscriptionStart ?? null,
  });
}

/** POST /api/creatrefill: a receipt (or an invoice) for a top-up of the driver's balance. */
export async function createRefillReceipt(
  city: CityContext,
  userId: number,
  request: CreateRefillReceiptRequest,
  lang: Language,
): Promise<ReceiptRow> {
  await requireReceiptsOn(city, lang);
  const createdAt = parkingClock.now();
  const made = await city.db.transaction((tx) =>
    insertReceipt(tx, {
      userId,
      payer: request.payer,
      source: 'refill',
      sumKopecks: request.sum,
      createdAt,
      purpose: (id) => `Пополнение баланса парковочного счёта № ${userId} по квитанции № ${id}. Без НДС`,
    }),
  );
  return receiptRowOf(made, city.config.timeZone);
}

/** The earliest first day of a subscription paid by receipt: today + 3 working days. */
export async function earliestReceiptStart(city: CityContext, db: Db, at: Date): Promise<string> {
  const lookup = await dayTypeLookup(city, db);
  return addWorkingDays(localDateOf(at, city.config.timeZone), RECEIPT_START_WORKING_DAYS, lookup);
}

/**
 * POST /api/creatsubscription: a subscription waiting for its receipt and the receipt itself,
 * in one transaction. It starts on the date asked for, but never before 3 working days on.
 */
export async function createSubscriptionReceipt(
  city: CityContext,
  userId: number,
  request: CreateSubscriptionReceiptRequest,
  lang: Language,
): Promise<ReceiptRow> {
  await requireReceiptsOn(city, lang);
  const createdAt = parkingClock.now();
  const plate = normalizePlate(request.grz, guessNumberFormat(request.grz));
  if (plate.length < 1 || plate.length > 9)
    throw new AppError('InvalidFormat', 400, { grz: 'InvalidFormat' });
  const made = await city.db.transaction(async (tx) => {
    const earliest = await earliestReceiptStart(city, tx, createdAt);
    const startDate = request.startDate && request.startDate > earliest ? request.startDate : earliest;
    const subscription = await createAwaitingSubscription(
      city,
      { userId, offerCode: request.codeSubscription, plate, startDate },
      { db: tx, lang, method: 'Квитанция' },
    );
    const [y, m, d] = startDate.split('-');
    // the invoice is a Russian document: the offer's Russian name, whatever the page's language
    const offer = await resolveOffer(city, tx, request.codeSubscription, 'ru');
    const name = offer?.name || request.codeSubscription;
    return insertReceipt(tx, {
      userId,
      payer: request.payer,
      source: 'subscription',
      sumKopecks: subscription.amountKopecks,
      createdAt,
      subscriptionId: subscription.subscriptionId,
      subscriptionStart: startDate,
      purpose: (id) =>
        `Оплата абонемента «${name}» на парковку ТС ${plate} с ${d}.${m}.${y} по квитанции № ${id}. Без НДС`,
    });
  });
  return receiptRowOf(made, city.config.timeZone);
}

/** GET /api/receipt-list: the driver's receipts, newest first. */
export async function listReceipts(city: CityContext, userId: number): Promise<ReceiptRow[]> {
  const rows = await receiptRows.listOf(city.db, userId);
  return rows.map((r) => receiptRowOf(r, city.config.timeZone));
}

/** One of the driver's receipts; another driver's number answers ReceiptNotFound. */
export async function ownReceipt(
  city: CityContext,
  userId: number,
  receiptnumber: string,
): Promise<ReceiptRecord> {
  const id = Number(receiptnumber);
  const found = Number.isSafeInteger(id) ? await receiptRows.ownedBy(city.db, userId, id) : null;
  if (!found) throw new AppError('ReceiptNotFound', 404);
  return found;
}

/**
 * POST /api/operator/receipt-paid: the operator saw the money of a UIN on its account. In one
 * transaction: the receipt becomes paid, the money enters the ledger (bank money in through the
 * clearing account to the driver's balance; for a subscription then on to the city's revenue)
 * and a subscription becomes active, starting no earlier than 3 working days after the payment.
 * A second call for the same UIN changes nothing and says alreadyPaid. The console's
 * registration (receipt-admin.ts) passes its audited transaction as `db`.
 */
export async function registerReceiptPayment(
  city: CityContext,
  request: RegisterReceiptPaymentRequest,
  db: Db = city.db,
): Promise<{ receiptnumber: string; alreadyPaid: boolean; paidAt: string }> {
  const paidAt = request.paidAt ? new Date(request.paidAt) : parkingClock.now();
  return db.transaction(async (tx) => {
    const receipt = await receiptRows.byUinForUpdate(tx, request.UIN);
    if (!receipt) throw new AppError('ReceiptNotFound', 404);
    if (receipt.status === 'paid') {
      return { receiptnumber: String(receipt.id), alreadyPaid: true, paidAt: receipt.paidAt!.toISOString() };
    }
    if (request.sum !== receipt.sumKopecks) throw new AppError('ReceiptSumMismatch', 409);
    const { userId, sumKopecks: amount } = receipt;
    const scope = 'receipt';
    const metadata = { receiptId: receipt.id, uin: receipt.uin, method: 'Квитанция' };
    const refill = await postTransaction(tx, {
      kind: 'refill',
      scope,
      idempotencyKey: `receipt:${receipt.id}`,
      postings: [
        { system: 'card_clearing', amount: -amount },
        { driver: userId, amount },
      ],
      metadata,
    });
    if (receipt.source === 'subscription') {
      const notBefore = dayStartOf(await earliestReceiptStart(city, tx, paidAt), city.config.timeZone);
      const active = await activatePaidSubscription(city, receipt.subscriptionId!, paidAt, {
        db: tx,
        notBefore,
      });
      const posted = await postTransaction(tx, {
        kind: 'parking_payment',
        scope,
        idempotencyKey: `receipt:${receipt.id}:subscription`,
        postings: [
          { driver: userId, amount: -amount },
          { system: 'city_revenue', spreadKey: userId, amount },
        ],
        metadata: {
          ...metadata,
          purpose: 'subscription',
          subscriptionId: receipt.subscriptionId,
          operationWritten: true,
        },
      });
      await receiptRows.writeSubscriptionOperation(tx, {
        userId,
        ledgerTransactionId: posted.id,
        occurredAt: posted.createdAt,
        amount: -amount,
        subscriptionId: receipt.subscriptionId!,
        startsAt: active.startsAt,
        endsAt: active.endsAt,
      });
      await receiptRows.setSubscriptionStart(
        tx,
        receipt.id,
        localDateOf(active.startsAt, city.config.timeZone),
      );
    }
    if (!(await receiptRows.markPaid(tx, receipt.id, paidAt, refill.id)))
      throw new AppError('UnknownError', 409);
    return { receiptnumber: String(receipt.id), alreadyPaid: false, paidAt: paidAt.toISOString() };
  });
}
