import type { SubscriptionPurchase } from '../../../shared/modals/modal-store';

/**
 * What the Receipt method carries into the receipt mode (document 2 §4): a top-up's amount as
 * typed, or the subscription with the chosen plate and start.
 */
export type ReceiptHandOff =
  | { source: 'refill'; amount: string }
  | { source: 'subscription'; subscription: SubscriptionPurchase; plate: string; startDate?: string };
