import { z } from 'zod';
import { formNumber } from '../contracts/form-number.ts';
import { okEnvelope } from '../envelope.ts';
import { AppealListItemSchema } from '../feedback/appeal-contracts.ts';
import { FineSchema } from '../fines/fine-contracts.ts';
import { OperationRowSchema } from '../operations/operations-contracts.ts';
import { parseRoublesToKopecks } from '../payments/refill-contracts.ts';
import { ProfilePhoneV6Schema, VehicleSchema } from '../profile/profile-answers.ts';
import { ReceiptRowSchema } from '../receipts/receipt-contracts.ts';
import { StaffPageFields, StaffSearchField } from './staff-contracts.ts';

/**
 * Driver support in the console (issue 21 item 1), under /api/operator/drivers and
 * /api/operator/corrections, for staff with the 'drivers' area: find a driver, read their
 * dossier, correct their balance, cancel or refund a stay, block the account. Every action
 * carries a reason (3-500 characters) that the audit log keeps; money is integer kopecks.
 * The web's dialogs validate with these same schemas (the forms in roubles pipe into them).
 */

export const SUPPORT_REASON_MIN = 3;
export const SUPPORT_REASON_MAX = 500;
/** 1,000,000 roubles: far above any goodwill gesture, low enough to catch a typo of zeros. */
export const CORRECTION_MAX_KOPECKS = 100_000_000;

export const SupportReasonSchema = z
  .string({ error: 'SupportReasonInvalid' })
  .trim()
  .min(SUPPORT_REASON_MIN, 'SupportReasonInvalid')
  .max(SUPPORT_REASON_MAX, 'SupportReasonInvalid');

/**
 * The client's id of one submit (the dialog makes a UUID when it opens): a double click or a
 * retry of the same submit is answered with the first one's result and moves no money again.
 */
export const SupportRequestIdSchema = z
  .string({ error: 'ValidationError' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'ValidationError');

const AMOUNT_ERROR = 'CorrectionAmountInvalid';
/** Whole kopecks of either sign, at most CORRECTION_MAX_KOPECKS either way. */
const CorrectionKopecks = formNumber(
  z
    .number({ error: AMOUNT_ERROR })
    .int(AMOUNT_ERROR)
    .min(-CORRECTION_MAX_KOPECKS, AMOUNT_ERROR)
    .max(CORRECTION_MAX_KOPECKS, AMOUNT_ERROR),
);

export const DriverIdParamsSchema = z.object({
  id: formNumber(z.number({ error: 'AccountNotFound' }).int().min(1).max(2_147_483_647)),
});
export const DriverSessionParamsSchema = DriverIdParamsSchema.extend({
  sessionId: formNumber(z.number({ error: 'ParkingSessionNotFound' }).int().min(1).max(1e15)),
});
export const CorrectionIdParamsSchema = z.object({
  id: formNumber(z.number({ error: 'CorrectionNotFound' }).int().min(1).max(1e15)),
});

// ---- finding a driver ----

/**
 * GET /api/operator/drivers?q=&page=&pageSize=: q is a phone (any spelling, 10 or 11 digits),
 * an e-mail (whole), a plate (of a vehicle or of a stay) or an order (session) number; empty:
 * the newest drivers.
 */
export const DriverSearchQuerySchema = z.object({ q: StaffSearchField, ...StaffPageFields });
export type DriverSearchQuery = z.input<typeof DriverSearchQuerySchema>;

export const DriverSummarySchema = z.object({
  id: z.number().int(),
  /** "Last First Middle"; '' when the driver never gave a name. */
  name: z.string(),
  email: z.string(),
  /** The main phone (11 digits) or null. */
  phone: z.string().nullable(),
  /** The plates of the driver's vehicles. */
  plates: z.array(z.string()),
  /** ISO 8601. */
  registeredAt: z.string(),
  blocked: z.boolean(),
});
export type DriverSummary = z.infer<typeof DriverSummarySchema>;

export const DriverSearchAnswerSchema = okEnvelope({
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  items: z.array(DriverSummarySchema),
});
export type DriverSearchAnswer = z.infer<typeof DriverSearchAnswerSchema>;

// ---- corrections ----

/** balance: a goodwill credit or debit; stayRefund: part or all of a finished stay back; stayCancel: a running stay stopped with its unused time back. */
export const CORRECTION_KINDS = ['balance', 'stayRefund', 'stayCancel'] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];
export const CORRECTION_STATUSES = ['pending', 'posted', 'rejected'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

export const CorrectionSchema = z.object({
  id: z.number().int(),
  driverId: z.number().int(),
  driverName: z.string(),
  kind: z.enum(CORRECTION_KINDS),
  /** The stay of a refund or cancel; null for a balance correction. */
  sessionId: z.string().nullable(),
  /** Kopecks onto the driver's balance: a credit > 0, a debit < 0 (a cancel's refund may be 0). */
  amount: z.number().int(),
  reason: z.string(),
  status: z.enum(CORRECTION_STATUSES),
  requestedBy: z.string(),
  /** ISO 8601. */
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
});
export type Correction = z.infer<typeof CorrectionSchema>;

/**
 * POST /api/operator/drivers/:id/corrections: amount in kopecks (credit > 0, debit < 0). Up to
 * the city's correctionApprovalKopecks (either sign) it is posted at once; above it waits for
 * another staff member's approval. A debit below the balance: NoMoneyNoHoney (402).
 */
export const CorrectionRequestSchema = z.object({
  amount: CorrectionKopecks.refine((v) => v !== 0, AMOUNT_ERROR),
  reason: SupportReasonSchema,
  requestId: SupportRequestIdSchema,
});
export type CorrectionRequest = z.input<typeof CorrectionRequestSchema>;

/**
 * Roubles as staff type them ("150,50", "1 000"), at most two decimals, to kopecks; anything
 * else (empty, a minus, letters) to NaN, which the route's amount refuses with its message.
 */
const roublesField = z.unknown().transform((v) => parseRoublesToKopecks(v) ?? Number.NaN);

/**
 * The correction dialog: a direction and roubles, piped into CorrectionRequestSchema, so the
 * browser refuses exactly what the route refuses (a message lands on its field: amount, reason).
 */
export const CorrectionFormSchema = z
  .object({
    direction: z.enum(['credit', 'debit'], { error: 'ValidationError' }),
    amount: roublesField,
    reason: z.string(),
    requestId: z.string(),
  })
  // typed unknown: the route's schema checks every field again (its input reads anything)
  .transform(({ direction, amount, reason, requestId }): unknown => ({
    amount: direction === 'debit' ? -amount : amount,
    reason,
    requestId,
  }))
  .pipe(CorrectionRequestSchema);
export type CorrectionForm = z.input<typeof CorrectionFormSchema>;

/** POST /api/operator/drivers/:id/sessions/:sessionId/refund: kopecks (> 0) of a finished stay back to the balance. */
export const StayRefundRequestSchema = z.object({
  amount: CorrectionKopecks.refine((v) => v > 0, AMOUNT_ERROR),
  reason: SupportReasonSchema,
  requestId: SupportRequestIdSchema,
});
export type StayRefundRequest = z.input<typeof StayRefundRequestSchema>;

/** The stay refund dialog: roubles piped into StayRefundRequestSchema. */
export const StayRefundFormSchema = z
  .object({ amount: roublesField, reason: z.string(), requestId: z.string() })
  .transform((form): unknown => form)
  .pipe(StayRefundRequestSchema);
export type StayRefundForm = z.input<typeof StayRefundFormSchema>;

/** POST /api/operator/drivers/:id/sessions/:sessionId/cancel: stop a running stay, unused time back. */
export const StayCancelRequestSchema = z.object({
  reason: SupportReasonSchema,
  requestId: SupportRequestIdSchema,
});
export type StayCancelRequest = z.input<typeof StayCancelRequestSchema>;

/** POST /api/operator/corrections/:id/approve and /reject: the decider's reason. */
export const CorrectionDecisionSchema = z.object({ reason: SupportReasonSchema });
export type CorrectionDecision = z.input<typeof CorrectionDecisionSchema>;

export const CorrectionAnswerSchema = okEnvelope({
  correction: CorrectionSchema,
  /** The driver's balance after the call, kopecks. */
  balance: z.number().int(),
});
export type CorrectionAnswer = z.infer<typeof CorrectionAnswerSchema>;

/** GET /api/operator/corrections?status=&page=&pageSize=: pending ones (default) oldest first; others newest first. */
export const CorrectionListQuerySchema = z.object({
  status: z.enum(CORRECTION_STATUSES, { error: 'ValidationError' }).default('pending'),
  ...StaffPageFields,
});
export type CorrectionListQuery = z.input<typeof CorrectionListQuerySchema>;

export const CorrectionListAnswerSchema = okEnvelope({
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  items: z.array(CorrectionSchema),
  /** The city's limit above which a correction waits for approval, kopecks. */
  approvalLimit: z.number().int(),
});
export type CorrectionListAnswer = z.infer<typeof CorrectionListAnswerSchema>;

// ---- blocking ----

/** PUT /api/operator/drivers/:id/block: blocked true signs the driver out everywhere and refuses logins. */
export const DriverBlockRequestSchema = z.object({
  blocked: z.boolean({ error: 'ValidationError' }),
  reason: SupportReasonSchema,
});
export type DriverBlockRequest = z.input<typeof DriverBlockRequestSchema>;

// ---- the dossier ----

export const DriverProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string(),
  email: z.string(),
  emailConfirmed: z.boolean(),
  phones: z.array(ProfilePhoneV6Schema),
  /** ISO 8601. */
  registeredAt: z.string(),
  blocked: z.boolean(),
  blockedAt: z.string().nullable(),
  blockReason: z.string().nullable(),
  /** Kopecks. */
  balance: z.number().int(),
});
export type DriverProfile = z.infer<typeof DriverProfileSchema>;

/** PUT /api/operator/drivers/:id/block answers the profile as it now is. */
export const DriverProfileAnswerSchema = okEnvelope({ driver: DriverProfileSchema });
export type DriverProfileAnswer = z.infer<typeof DriverProfileAnswerSchema>;

/** GET /api/operator/drivers/:id: the profile, vehicles and the latest support corrections. */
export const DriverDossierAnswerSchema = okEnvelope({
  driver: DriverProfileSchema,
  vehicles: z.array(VehicleSchema),
  /** The newest corrections of this driver (CORRECTIONS_IN_DOSSIER). */
  corrections: z.array(CorrectionSchema),
  /** The city's approval limit, kopecks: the dialogs say when a correction will wait. */
  approvalLimit: z.number().int(),
});
export type DriverDossierAnswer = z.infer<typeof DriverDossierAnswerSchema>;
export const CORRECTIONS_IN_DOSSIER = 20;

export const SESSION_STATES = ['awaiting_payment', 'active', 'waiting', 'finished', 'cancelled'] as const;

/** A stay as support sees it: its state, money and what may still be refunded. */
export const DriverSessionSchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(SESSION_STATES),
  /** Paid, started and not ended: cancel with refund applies. */
  running: z.boolean(),
  zone: z.string(),
  parkingCode: z.string().nullable(),
  plate: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  durationMinutes: z.number().int(),
  paymentMethod: z.string(),
  /** Kopecks paid for the stay. */
  paid: z.number().int(),
  /** Kopecks given back: the cancel's refund and support's posted stay refunds. */
  refunded: z.number().int(),
  /** Kopecks a stay refund may still give back (0 for a running, unpaid or company stay). */
  refundable: z.number().int(),
  /** A company's stay: its money is the company's. */
  fleet: z.boolean(),
});
export type DriverSession = z.infer<typeof DriverSessionSchema>;

const paged = <S extends z.ZodType>(item: S) =>
  okEnvelope({
    count: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    items: z.array(item),
  });

/** GET /api/operator/drivers/:id/sessions?page=&pageSize=: newest first. */
export const DriverPageQuerySchema = z.object(StaffPageFields);
export type DriverPageQuery = z.input<typeof DriverPageQuerySchema>;
export const DriverSessionsAnswerSchema = paged(DriverSessionSchema);
export type DriverSessionsAnswer = z.infer<typeof DriverSessionsAnswerSchema>;

/** GET /api/operator/drivers/:id/operations?page=&pageSize=: the driver's history rows, newest first. */
export const DriverOperationsAnswerSchema = paged(OperationRowSchema);
export type DriverOperationsAnswer = z.infer<typeof DriverOperationsAnswerSchema>;

/** GET /api/operator/drivers/:id/receipts, /appeals, /fines: short lists, whole. */
export const DriverReceiptsAnswerSchema = okEnvelope({ items: z.array(ReceiptRowSchema) });
export type DriverReceiptsAnswer = z.infer<typeof DriverReceiptsAnswerSchema>;
export const DriverAppealsAnswerSchema = okEnvelope({ items: z.array(AppealListItemSchema) });
export type DriverAppealsAnswer = z.infer<typeof DriverAppealsAnswerSchema>;
export const DriverFinesAnswerSchema = okEnvelope({ items: z.array(FineSchema) });
export type DriverFinesAnswer = z.infer<typeof DriverFinesAnswerSchema>;
