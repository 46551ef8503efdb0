import { z } from 'zod';
import { formText } from '../contracts/form-text.ts';
import { okEnvelope } from '../envelope.ts';

/**
 * Benefits (privileges) and owned subscriptions: GET /api/profile/get-benefits-v2 and the row
 * actions under /backend/v2 (document 2 §3 "Benefit / owned subscription", §4, §7, §8).
 */

/** Kinds of permission a benefit row can be. */
export const BENEFIT_TYPES = ['subscription', 'resident', 'social'] as const;
export type BenefitType = (typeof BENEFIT_TYPES)[number];

export const BENEFIT_STATUSES = ['active', 'paused', 'ended', 'refunded'] as const;
export type BenefitStatus = (typeof BENEFIT_STATUSES)[number];

/** One row of get-benefits-v2. */
export const BenefitRowSchema = z.object({
  /** Display name of the permission, e.g. 'Абонемент на месяц' or 'Льгота резидента'. */
  variation: z.string(),
  type: z.enum(BENEFIT_TYPES),
  /** Zone numbers, or cadastral quarters where zoneKind is 'cadastralQuarter'; ['#'] = any zone. */
  zone: z.array(z.string()),
  /** 'cadastralQuarter' in the city the seeds single out (sevastopol); the web titles the column so. */
  zoneKind: z.enum(['zone', 'cadastralQuarter']),
  /** Discount percent (0..100). */
  sale: z.number(),
  /** False in the cadastral-quarter city: the web hides the discount column. */
  showSale: z.boolean(),
  /** numberTs '#' means any vehicle. */
  transport: z.object({ numberTs: z.string() }),
  /** The row's id for the actions. */
  orderNum: z.string(),
  canChangeTs: z.boolean(),
  canRefund: z.boolean(),
  canPause: z.boolean(),
  canContinue: z.boolean(),
  /** 'DD/MM/YY HH:mm' in the city's time zone; endOf moves later after a pause. */
  startOf: z.string(),
  endOf: z.string(),
  /** The same instants ISO 8601 UTC. */
  startIso: z.string(),
  endIso: z.string(),
  status: z.enum(BENEFIT_STATUSES),
  /** Kopecks paid for it (0 for a granted benefit). */
  paid: z.number().int(),
});
export type BenefitRow = z.output<typeof BenefitRowSchema>;

export const BenefitsAnswerSchema = okEnvelope({ result: z.array(BenefitRowSchema) });
export type BenefitsAnswer = z.output<typeof BenefitsAnswerSchema>;

export const OrderNumSchema = formText(
  z
    .string({ error: 'RequiredField' })
    .trim()
    .min(1, 'RequiredField')
    .max(40, 'NotFound')
    .regex(/^\d+$/, 'NotFound'),
);

/** POST /backend/v2/pauseAb, continueAb, refund: { orderNum }. */
export const SubscriptionActionRequestSchema = z.object({ orderNum: OrderNumSchema });
export type SubscriptionActionRequest = z.output<typeof SubscriptionActionRequestSchema>;

/** POST /backend/v2/changeGRZ: { orderNum, grzNew } (one of the driver's own plates). */
export const ChangeGrzRequestSchema = z.object({
  orderNum: OrderNumSchema,
  grzNew: z.string({ error: 'EmptyTs' }).trim().min(1, 'EmptyTs').max(20, 'InvalidFormat'),
});
export type ChangeGrzRequest = z.output<typeof ChangeGrzRequestSchema>;

/** The success notices of document 2 §8, as given. */
export const SUBSCRIPTION_ACTION_MESSAGES = {
  changeGRZ: 'Транспортное средство успешно изменено',
  pauseAb: 'Действие абонемента приостановлено',
  continueAb: 'Действие абонемента возобновлено',
  refund: 'Оплата за абонемент возвращена',
} as const;

/** Every action answers the message and the row as it is now; refund also the kopecks returned. */
export const SubscriptionActionAnswerSchema = okEnvelope({
  message: z.string(),
  result: BenefitRowSchema,
  /** refund only: kopecks back on the balance, and the balance after. */
  refunded: z.number().int().optional(),
  balance: z.number().int().optional(),
});
export type SubscriptionActionAnswer = z.output<typeof SubscriptionActionAnswerSchema>;
