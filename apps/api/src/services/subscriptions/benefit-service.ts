import type { Language } from '@parking/domain/i18n/languages';
import { normalizePlate, guessNumberFormat } from '@parking/domain/profile/plate-rules';
import {
  SUBSCRIPTION_ACTION_MESSAGES,
  type BenefitRow,
  type SubscriptionActionAnswer,
} from '@parking/domain/subscriptions/benefit-contracts';
import type { CityContext } from '../../config/city-context.ts';
import { vehicleRows } from '../../db/profile/vehicle-rows.ts';
import { benefitRows, type BenefitRecord } from '../../db/subscriptions/benefit-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { balanceAfter, postTransaction } from '../ledger/post-transaction.ts';
import { parkingClock } from '../parking/parking-clock.ts';
import { forgetBenefits } from './benefit-cache.ts';
import { benefitDate, MS_PER_DAY } from './subscription-dates.ts';
import { subscriptionNamer } from './subscription-offers.ts';

/** Document 2 §2: one city shows cadastral quarters instead of zones and hides the discount. */
export const CADASTRAL_QUARTER_PROFILE = 'sevastopol';

const MS_PER_MINUTE = 60_000;

const ACTION_MESSAGES_EN = {
  changeGRZ: 'The vehicle has been changed',
  pauseAb: 'The subscription is paused',
  continueAb: 'The subscription is resumed',
  refund: 'The subscription payment has been returned',
} as const;

export type SubscriptionAction = keyof typeof SUBSCRIPTION_ACTION_MESSAGES;

const live = (b: BenefitRecord) => b.status === 'active' || b.status === 'paused';
const over = (b: BenefitRecord, now: Date) => b.status === 'active' && b.endsAt.getTime() <= now.getTime();

/** Kopecks a refund now gives back: the paid price for the unused whole days, pro rata. */
export function refundDue(b: BenefitRecord, now: Date): number {
  if (b.type !== 'subscription' || !live(b) || over(b, now)) return 0;
  const from = Math.max(b.startsAt.getTime(), (b.pausedAt ?? now).getTime());
  const unusedDays = Math.min(b.days, Math.floor((b.endsAt.getTime() - from) / MS_PER_DAY));
  if (unusedDays <= 0) return 0;
  return Math.max(
    0,
    Math.min(b.paidKopecks - b.refundedKopecks, Math.floor((b.paidKopecks * unusedDays) / b.days)),
  );
}

/** The row as get-benefits-v2 shows it, with the server's permission flags. */
export function benefitRowOf(city: CityContext, b: BenefitRecord, now: Date): BenefitRow {
  const tz = city.config.timeZone;
  const cadastral = city.config.profile === CADASTRAL_QUARTER_PROFILE;
  const subscription = b.type === 'subscription';
  const running = live(b) && !over(b, now);
  const started = b.startsAt.getTime() <= now.getTime();
  return {
    variation: b.variation,
    type: b.type,
    zone: b.zones,
    zoneKind: cadastral ? 'cadastralQuarter' : 'zone',
    sale: b.sale,
    showSale: !cadastral,
    transport: { numberTs: b.plate },
    orderNum: String(b.id),
    canChangeTs: subscription && running && b.plate !== '#',
    canRefund: subscription && running && refundDue(b, now) > 0,
    canPause: subscription && b.status === 'active' && running && started,
    canContinue: subscription && b.status === 'paused',
    startOf: benefitDate(b.startsAt, tz),
    endOf: benefitDate(b.endsAt, tz),
    startIso: b.startsAt.toISOString(),
    endIso: b.endsAt.toISOString(),
    status:
      b.status === 'refunded'
        ? 'refunded'
        : over(b, now)
          ? 'ended'
          : b.status === 'paused'
            ? 'paused'
            : 'active',
    paid: b.paidKopecks,
  };
}

/**
 * GET /api/profile/get-benefits-v2: the driver's benefits and subscriptions, newest first, a
 * subscription named in the language asked.
 */
export async function listBenefits(city: CityContext, userId: number, lang: Language): Promise<BenefitRow[]> {
  const now = parkingClock.now();
  const rows = await benefitRows.listOf(city.db, userId);
  const nameOf = await subscriptionNamer(city.db, lang);
  return rows.map((b) => {
    const row = benefitRowOf(city, b, now);
    const name = b.type === 'subscription' ? nameOf(b.offerCode) : null;
    return name ? { ...row, variation: name } : row;
  });
}

/**
 * A row action of /backend/v2 (pauseAb, continueAb, refund, changeGRZ) on one of the driver's
 * own subscriptions. Another driver's orderNum is SubscriptionNotFound (404), an action whose
 * can-flag is false SubscriptionActionNotAllowed (409).
 */
export async function subscriptionAction(
  city: CityContext,
  userId: number,
  action: SubscriptionAction,
  orderNum: string,
  lang: Language,
  grzNew?: string,
): Promise<Omit<SubscriptionActionAnswer, 'status'>> {
  const id = Number(orderNum);
  if (!Number.isSafeInteger(id)) throw new AppError('SubscriptionNotFound', 404);
  const now = parkingClock.now();
  const answer = await city.db.transaction(async (tx) => {
    await benefitRows.lockDriver(tx, userId);
    const b = await benefitRows.lockOwn(tx, userId, id);
    if (!b || b.status === 'awaiting_payment' || b.status === 'cancelled')
      throw new AppError('SubscriptionNotFound', 404);
    const row = benefitRowOf(city, b, now);
    const message = lang === 'en' ? ACTION_MESSAGES_EN[action] : SUBSCRIPTION_ACTION_MESSAGES[action];
    const refuse = () => new AppError('SubscriptionActionNotAllowed', 409);
    switch (action) {
      case 'pauseAb': {
        if (!row.canPause) throw refuse();
        const made = await benefitRows.update(tx, id, { status: 'paused', pausedAt: now }, now);
        return { message, result: benefitRowOf(city, made, now) };
      }
      case 'continueAb': {
        if (!row.canContinue || !b.pausedAt) throw refuse();
        // the paused time (whole minutes) is added to the end
        const paused = Math.floor((now.getTime() - b.pausedAt.getTime()) / MS_PER_MINUTE) * MS_PER_MINUTE;
        const made = await benefitRows.update(
          tx,
          id,
          { status: 'active', pausedAt: null, endsAt: new Date(b.endsAt.getTime() + Math.max(0, paused)) },
          now,
        );
        return { message, result: benefitRowOf(city, made, now) };
      }
      case 'changeGRZ': {
        if (!row.canChangeTs) throw refuse();
        const raw = (grzNew ?? '').trim();
        const plate = normalizePlate(raw, guessNumberFormat(raw));
        const own = await vehicleRows.listOf(tx, userId);
        if (!own.some((v) => v.plate === plate))
          throw new AppError('VehicleNotFound', 404, { grzNew: 'VehicleNotFound' });
        if (plate === b.plate) return { message, result: row };
        const until = b.status === 'paused' && b.pausedAt ? b.pausedAt : b.endsAt;
        const from = new Date(Math.max(now.getTime(), b.startsAt.getTime()));
        if (until > from && (await benefitRows.overlapExists(tx, userId, plate, b.zones, from, until, now)))
          throw new AppError('SubscriptionAlreadyExists', 409);
        const made = await benefitRows.update(tx, id, { plate }, now);
        return { message, result: benefitRowOf(city, made, now) };
      }
      case 'refund': {
        if (!row.canRefund) throw refuse();
        const due = refundDue(b, now);
        const posted = await postTransaction(tx, {
          kind: 'parking_refund',
          scope: `user:${userId}`,
          idempotencyKey: `subscription-refund:${id}`,
          postings: [
            { system: 'refunds', spreadKey: userId, amount: -due },
            { driver: userId, amount: due },
          ],
          metadata: { purpose: 'subscription', subscriptionId: id, refund: due },
        });
        const made = await benefitRows.update(
          tx,
          id,
          {
            status: 'refunded',
            pausedAt: null,
            refundedKopecks: b.refundedKopecks + due,
            ...(now > b.startsAt ? { endsAt: now } : {}),
          },
          now,
        );
        return {
          message,
          result: benefitRowOf(city, made, now),
          refunded: due,
          balance: balanceAfter(posted, userId),
        };
      }
    }
  });
  forgetBenefits(userId);
  return answer;
}
