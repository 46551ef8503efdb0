import dayjs, { type Dayjs } from 'dayjs';
import { latestSubscriptionStart } from '@parking/domain/subscriptions/latest-start';
import type { SubscriptionPurchase } from '../../../shared/modals/modal-store';

export const DAY_FORMAT = 'YYYY-MM-DD';
export const PICKER_FORMAT = 'DD/MM/YYYY';

/**
 * The start date's limits (document 2 §5): not before the offer's minimum (today when it has
 * none), at most a month ahead; prev_day and constructor results keep their date.
 */
export function startLimits(subscription: SubscriptionPurchase, today: Dayjs = dayjs()) {
  const min = subscription.minStartDate ? dayjs(subscription.minStartDate) : today.startOf('day');
  const max = subscription.maxStartDate
    ? dayjs(subscription.maxStartDate)
    : // The offers and the constructor results bring their limits; this is the server's own rule.
      dayjs(latestSubscriptionStart(today.format(DAY_FORMAT)));
  const proposed = subscription.startDate
    ? dayjs(subscription.startDate)
    : today.add(1, 'day').startOf('day');
  const start = proposed.isBefore(min) ? min : proposed.isAfter(max) ? max : proposed;
  return { min, max, start: start.format(DAY_FORMAT) };
}

export function isStartAllowed(day: string, limits: { min: Dayjs; max: Dayjs }): boolean {
  const d = dayjs(day, DAY_FORMAT);
  return d.isValid() && !d.isBefore(limits.min, 'day') && !d.isAfter(limits.max, 'day');
}
