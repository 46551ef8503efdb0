import { z } from 'zod';
import { okEnvelope } from '../envelope.ts';

/**
 * The money area of the console (issue 21 item 3), under /api/operator/money: reports of the
 * ledger's movements, their export, the daily close and the card reconciliation. Money is
 * integer kopecks; dates are the city's calendar days, YYYY-MM-DD, both ends included.
 */

/** A year and a day: a whole leap year fits, so "last year" is always one report. */
export const MONEY_REPORT_DAYS_MAX = 366;
/** The reconciliation asks the provider for every payment of the period: a quarter at most. */
export const MONEY_RECONCILIATION_DAYS_MAX = 93;
/** Differences listed in one answer; the counts cover them all. */
export const MONEY_DIFFERENCES_SHOWN = 500;

export const MONEY_GROUP_BY = ['day', 'zone', 'method'] as const;
export type MoneyGroupBy = (typeof MONEY_GROUP_BY)[number];

export const MONEY_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type MoneyExportFormat = (typeof MONEY_EXPORT_FORMATS)[number];

/** A city calendar day, years 2000-2099 (the production calendar's and pickers' range). */
export const MoneyDaySchema = z.iso
  .date({ error: 'ValidationError' })
  .refine((day) => day >= '2000-01-01' && day <= '2099-12-31', 'ValidationError');

const MS_PER_DAY = 86_400_000;
/** Days from `from` to `to`, both counted (1 for a single day). */
export const moneyPeriodDays = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY) + 1;

/** from..to, to not before from (ValidationError) and at most `maxDays` long (MoneyPeriodTooLong). */
function periodWithin(maxDays: number) {
  return (period: { from: string; to: string }, ctx: z.RefinementCtx) => {
    const days = moneyPeriodDays(period.from, period.to);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'ValidationError' });
    else if (days > maxDays) ctx.addIssue({ code: 'custom', path: ['to'], message: 'MoneyPeriodTooLong' });
  };
}

const PeriodFields = { from: MoneyDaySchema, to: MoneyDaySchema };
const GroupByField = z.enum(MONEY_GROUP_BY, { error: 'ValidationError' }).default('day');

/** GET /api/operator/money/report?from&to&groupBy (day when absent). */
export const MoneyReportQuerySchema = z
  .object({ ...PeriodFields, groupBy: GroupByField })
  .superRefine(periodWithin(MONEY_REPORT_DAYS_MAX));
export type MoneyReportQuery = z.input<typeof MoneyReportQuerySchema>;

/** GET /api/operator/money/report/export: the report's filters and the file's format. */
export const MoneyExportQuerySchema = z
  .object({
    ...PeriodFields,
    groupBy: GroupByField,
    format: z.enum(MONEY_EXPORT_FORMATS, { error: 'ValidationError' }),
  })
  .superRefine(periodWithin(MONEY_REPORT_DAYS_MAX));
export type MoneyExportQuery = z.input<typeof MoneyExportQuerySchema>;

/**
 * What a group of the report holds, every amount from the city's side, in kopecks:
 * - revenue: the city_revenue account's movements (parking, subscriptions, barrier tickets);
 * - refunds: given back from the refunds account (a positive number; net = revenue - refunds);
 * - corrections: credited to balances from the adjustments account by staff corrections
 *   (ledger transactions of kind 'adjustment'; negative when corrections took money back);
 * - bonuses: granted from the bonus account (bonus20 of card top-ups);
 * - sessions, minutes: stays first paid in the group (a renewal adds no stay) and their length.
 */
export const MoneyFiguresSchema = z.object({
  revenue: z.number().int(),
  refunds: z.number().int(),
  net: z.number().int(),
  corrections: z.number().int(),
  bonuses: z.number().int(),
  sessions: z.number().int(),
  minutes: z.number().int(),
});
export type MoneyFigures = z.infer<typeof MoneyFiguresSchema>;

/**
 * One group: key is the day (YYYY-MM-DD), the zone number or the payment method's name; null for
 * money with no zone (top-ups' bonuses, subscriptions, barrier tickets, corrections) or no method.
 * label is what a person reads, in the request's language.
 */
export const MoneyReportRowSchema = MoneyFiguresSchema.extend({
  key: z.string().nullable(),
  label: z.string(),
});
export type MoneyReportRow = z.infer<typeof MoneyReportRowSchema>;

/** The system accounts' movements over the period, summed straight from the ledger's postings. */
export const MoneyLedgerMovementsSchema = z.object({
  revenue: z.number().int(),
  refunds: z.number().int(),
  corrections: z.number().int(),
  bonuses: z.number().int(),
});

export const MoneyReportAnswerSchema = okEnvelope({
  from: MoneyDaySchema,
  to: MoneyDaySchema,
  groupBy: z.enum(MONEY_GROUP_BY),
  timeZone: z.string(),
  /** groupBy day: every day of the period, in order, empty ones too. */
  rows: z.array(MoneyReportRowSchema),
  total: MoneyFiguresSchema,
  ledger: MoneyLedgerMovementsSchema,
  /** The total's four amounts equal the ledger's movements, to the kopeck. */
  matchesLedger: z.boolean(),
});
export type MoneyReportAnswer = z.infer<typeof MoneyReportAnswerSchema>;

/** GET /api/operator/money/close?date: the daily close of one city day, today at the latest. */
export const MoneyCloseQuerySchema = z.object({ date: MoneyDaySchema });
export type MoneyCloseQuery = z.input<typeof MoneyCloseQuerySchema>;

export const LEDGER_ACCOUNT_KINDS = [
  'driver_balance',
  'company_balance',
  'card_clearing',
  'bonus',
  'city_revenue',
  'refunds',
  'adjustments',
] as const;
export type LedgerAccountKindName = (typeof LEDGER_ACCOUNT_KINDS)[number];

/**
 * One kind of ledger account on that day (drivers' and companies' balances summed, a system
 * account's spread rows summed): opening is the journal's sum of every posting before the day;
 * closing is the stored balances (ledger_accounts.balance) less what was posted after the day;
 * difference = opening + postings - closing, zero when the stored balances agree with the journal.
 */
export const MoneyCloseKindSchema = z.object({
  kind: z.enum(LEDGER_ACCOUNT_KINDS),
  /** Accounts of the kind that existed at the end of the day. */
  accounts: z.number().int(),
  opening: z.number().int(),
  /** The day's negative postings (a sum <= 0), positive ones, and their sum. */
  debits: z.number().int(),
  credits: z.number().int(),
  postings: z.number().int(),
  closing: z.number().int(),
  difference: z.number().int(),
  /** The stored balances now (equal to closing when the day is today). */
  stored: z.number().int(),
});
export type MoneyCloseKind = z.infer<typeof MoneyCloseKindSchema>;

export const MONEY_CLOSE_CHECKS = [
  /** opening + postings = closing for the kind */
  'kind',
  /** every account together sums to zero (double entry), at the opening, in the day, at the closing */
  'openingSum',
  'postingsSum',
  'closingSum',
] as const;

export const MoneyCloseDifferenceSchema = z.object({
  check: z.enum(MONEY_CLOSE_CHECKS),
  kind: z.enum(LEDGER_ACCOUNT_KINDS).nullable(),
  /** Kopecks by which the check misses (never 0 in the list). */
  amount: z.number().int(),
});
export type MoneyCloseDifference = z.infer<typeof MoneyCloseDifferenceSchema>;

export const MoneyCloseAnswerSchema = okEnvelope({
  date: MoneyDaySchema,
  timeZone: z.string(),
  /** The day's bounds, ISO 8601 instants: [dayStart, dayEnd). */
  dayStart: z.string(),
  dayEnd: z.string(),
  today: z.boolean(),
  kinds: z.array(MoneyCloseKindSchema),
  total: z.object({ opening: z.number().int(), postings: z.number().int(), closing: z.number().int() }),
  /** The day's ledger transactions. */
  transactions: z.number().int(),
  balanced: z.boolean(),
  differences: z.array(MoneyCloseDifferenceSchema),
});
export type MoneyCloseAnswer = z.infer<typeof MoneyCloseAnswerSchema>;

/** GET /api/operator/money/reconciliation?from&to: card payments made in the period. */
export const MoneyReconciliationQuerySchema = z
  .object(PeriodFields)
  .superRefine(periodWithin(MONEY_RECONCILIATION_DAYS_MAX));
export type MoneyReconciliationQuery = z.input<typeof MoneyReconciliationQuerySchema>;

/**
 * - paid_not_credited: the provider took the money, we did not credit it (or have no such payment);
 * - credited_not_paid: we credited it, the provider has it unpaid, failed or not at all;
 * - amount_mismatch: paid on both sides, for different amounts;
 * - refund_mismatch: refunded on one side only;
 * - ledger_mismatch: credited here, but the ledger's card money for it is not the amount.
 */
export const CARD_DIFFERENCE_KINDS = [
  'paid_not_credited',
  'credited_not_paid',
  'amount_mismatch',
  'refund_mismatch',
  'ledger_mismatch',
] as const;
export type CardDifferenceKind = (typeof CARD_DIFFERENCE_KINDS)[number];

export const CardPaymentSideSchema = z.object({
  /** Payments made in the period, and of them the paid ones (refunded included) and refunded ones. */
  count: z.number().int(),
  paidCount: z.number().int(),
  paidKopecks: z.number().int(),
  refundedCount: z.number().int(),
  refundedKopecks: z.number().int(),
});
export type CardPaymentSide = z.infer<typeof CardPaymentSideSchema>;

export const CardDifferenceSchema = z.object({
  kind: z.enum(CARD_DIFFERENCE_KINDS),
  /** Ours; null when only the provider has the payment. */
  paymentId: z.string().nullable(),
  providerPaymentId: z.string(),
  /** ISO 8601: when it was made (ours, else the provider's). */
  createdAt: z.string(),
  purpose: z.string().nullable(),
  method: z.string().nullable(),
  /** card_payments' status, null when we have none. */
  ourStatus: z.string().nullable(),
  ourKopecks: z.number().int().nullable(),
  /** Card money the ledger moved for it (card_clearing), null when we have none. */
  ledgerKopecks: z.number().int().nullable(),
  /** The provider's status ('unknown' when it has none) and amount. */
  providerStatus: z.string(),
  providerKopecks: z.number().int().nullable(),
});
export type CardDifference = z.infer<typeof CardDifferenceSchema>;

export const MoneyReconciliationAnswerSchema = okEnvelope({
  from: MoneyDaySchema,
  to: MoneyDaySchema,
  timeZone: z.string(),
  /** The provider asked ('sandbox', ...). */
  provider: z.string(),
  ours: CardPaymentSideSchema,
  theirs: CardPaymentSideSchema,
  /** Payments both sides agree on. */
  matched: z.number().int(),
  differenceCount: z.number().int(),
  /** The first MONEY_DIFFERENCES_SHOWN, oldest first. */
  differences: z.array(CardDifferenceSchema),
});
export type MoneyReconciliationAnswer = z.infer<typeof MoneyReconciliationAnswerSchema>;
