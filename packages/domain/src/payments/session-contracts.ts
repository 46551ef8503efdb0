import { z } from 'zod';
import { okEnvelope } from '../envelope.ts';
import {
  DurationSchema,
  foldPaymentAliases,
  IdempotencyKeySchema,
  InstantSchema,
  OrderIdSchema,
  ParkingCodeSchema,
  PaymentPhoneSchema,
  PaymentServiceSchema,
  PaymentVehicleSchema,
  ReceiptContactFields,
  ReturnToSchema,
  ZoneNumberSchema,
} from './payment-fields.ts';

/**
 * Requests and answers of the session payment calls (document 2 §7 "Session payment",
 * api-paths.md "Payments"). Money in answers is integer kopecks (the seeds' "hundredths"),
 * instants are ISO 8601 UTC strings. docs/api.md lists every field.
 */
const aliased = <S extends z.ZodType>(schema: S) => z.preprocess(foldPaymentAliases, schema);

/** POST /api/payment/cost and /api/payment/unregistered/cost. */
export const CostRequestSchema = aliased(
  z.object({
    Vehicle: PaymentVehicleSchema,
    Zone: ZoneNumberSchema,
    Duration: DurationSchema,
    ParkingCode: ParkingCodeSchema,
    /** The session to extend: the cost is of Duration more minutes from its end. */
    ReservationId: OrderIdSchema.optional(),
    /** Post-payment: the stay began at this past instant. */
    timestart: InstantSchema.optional(),
    /**
     * Optional: the payer the driver chose. 'corporate:<id>' (issue 8) prices the stay as the
     * company pays it (no driver benefits) and moneyEnough says whether the company can pay.
     */
    PaymentService: PaymentServiceSchema.optional(),
  }),
);
export type CostRequest = z.output<typeof CostRequestSchema>;

/** POST /api/payment/start, /post-payment-start, /continue and their unregistered twins. */
export const StartRequestSchema = aliased(
  z.object({
    Vehicle: PaymentVehicleSchema,
    Zone: ZoneNumberSchema,
    Duration: DurationSchema,
    ParkingCode: ParkingCodeSchema,
    /** balance (default for the registered form) or a card/mobile method: then a RedirectURL. */
    PaymentService: PaymentServiceSchema.optional().default('balance'),
    phone: PaymentPhoneSchema,
    timestart: InstantSchema.optional(),
    idempotencyKey: IdempotencyKeySchema,
    /** The web page to come back to from the bank (card methods). */
    returnTo: ReturnToSchema,
    // issue 22 (54-FZ), helper W: where a guest's card receipt goes (receiptEmail / receiptPhone);
    // a driver's own e-mail or phone when absent.
    ...ReceiptContactFields,
  }),
);
export type StartRequest = z.output<typeof StartRequestSchema>;

/** POST /api/payment/renew: Duration more minutes from the session's end. */
export const RenewRequestSchema = aliased(
  z.object({
    ReservationId: OrderIdSchema,
    Duration: DurationSchema,
    PaymentService: PaymentServiceSchema.optional().default('balance'),
    phone: PaymentPhoneSchema,
    timestart: InstantSchema.optional(),
    idempotencyKey: IdempotencyKeySchema,
    /** The web page to come back to from the bank (card methods). */
    returnTo: ReturnToSchema,
  }),
);
export type RenewRequest = z.output<typeof RenewRequestSchema>;

/** POST /api/payment/cancel: stop now, unused whole minutes back to the balance. */
export const CancelRequestSchema = aliased(
  z.object({ ReservationId: OrderIdSchema, idempotencyKey: IdempotencyKeySchema }),
);

/** POST /api/payment/start/v2 (no-balance mode): an open-ended session, paid when it ends. */
export const StartV2RequestSchema = z.preprocess(
  (input) => {
    const body = (input ?? {}) as Record<string, unknown>;
    // The order may come as an object or as a JSON string in a form field.
    let order = body.order ?? body.Order ?? body;
    if (typeof order === 'string') {
      try {
        order = JSON.parse(order);
      } catch {
        order = {};
      }
    }
    return { ...(foldPaymentAliases(order) as object), idempotencyKey: body.idempotencyKey };
  },
  z.object({
    Vehicle: PaymentVehicleSchema,
    Zone: ZoneNumberSchema,
    ParkingCode: ParkingCodeSchema,
    idempotencyKey: IdempotencyKeySchema,
  }),
);

/**
 * POST /api/payment/cancel/v2 (Defer: stop now, owe the amount; with PaymentService also a pay
 * link), /api/payment/break/v1 (Pay: stop now and pay by card) and /api/payment/deffered/v1
 * (pay a deferred session).
 */
export const OrderPaymentRequestSchema = aliased(
  z.object({
    OrderId: OrderIdSchema,
    PaymentService: PaymentServiceSchema.optional(),
    phone: PaymentPhoneSchema,
    idempotencyKey: IdempotencyKeySchema,
    returnTo: ReturnToSchema,
  }),
);

/** One row of the cost breakdown the cost modal shows (tariffs/cost-types CostInterval). */
export const CostIntervalSchema = z.object({
  from: z.string(),
  to: z.string(),
  localFrom: z.string(),
  localTo: z.string(),
  dayType: z.enum(['default', 'saturday', 'sunday', 'holiday']),
  pricePerHour: z.number().int(),
  minutes: z.number().int(),
  benefit: z.number(),
  price: z.number().int(),
  discount: z.number().int(),
  cost: z.number().int(),
});

/** The cost answer (document 1 §3 "Cost result"); all money in kopecks. */
export const CostResultSchema = z.object({
  /** To pay, after the discount. */
  totalcost: z.number().int(),
  totaldiscount: z.number().int(),
  /** Before the discount. */
  price: z.number().int(),
  /** What the balance keeps after paying (balance - totalcost); negative when short. */
  priceRest: z.number().int(),
  /** Same as totaldiscount (the older name). */
  sumSale: z.number().int(),
  /** Highest discount percent applied, 1 decimal. */
  benefit: z.number(),
  benefitsName: z.array(z.string()),
  /** The driver's balance (0 for guests). */
  balance: z.number().int(),
  /** Balance strictly greater than the cost (document 1 §5), or the cost is 0. */
  moneyEnough: z.boolean(),
  /** Kopecks to top up so the balance covers the cost; 0 when enough. */
  refill: z.number().int(),
  costData: z.object({ intervals: z.array(CostIntervalSchema), totalcost: z.number().int() }),
  /** The stay priced: ISO instants. */
  startDate: z.string(),
  endDate: z.string(),
});
export type CostResult = z.infer<typeof CostResultSchema>;
export const CostAnswerSchema = okEnvelope(CostResultSchema.shape);
export type CostAnswer = z.infer<typeof CostAnswerSchema>;

/** Wire statuses (document 2 §4): "Действует" is active, anything else waiting (deferred). */
export const SESSION_WIRE_STATUS = { active: 'Действует', waiting: 'ОжиданиеОплаты' } as const;

/** A parking session as the profile and the payment calls answer it (document 2 §3). */
export const ParkingSessionSchema = z.object({
  id: z.string(),
  /** Same as id: the older clients' name for it. */
  reservationId: z.string(),
  zone: z.string(),
  transport: z.string(),
  numberTs: z.string(),
  category: z.string(),
  parkingCode: z.string().nullable(),
  /** ISO instants; endDate null while a no-balance session runs open-ended. */
  startDate: z.string(),
  endDate: z.string().nullable(),
  /** Minutes paid (0 for an open-ended no-balance session). */
  duration: z.number().int(),
  /** Kopecks paid so far. */
  sum: z.number().int(),
  status: z.enum([SESSION_WIRE_STATUS.active, SESSION_WIRE_STATUS.waiting]),
  /** Kopecks still owed by a deferred (waiting) session; 0 otherwise. */
  amountToPay: z.number().int(),
  /** payment, postPayment, continueSession, paymentUnregister, postPaymentUnregister, noBalance. */
  kind: z.string(),
});
export type ParkingSession = z.infer<typeof ParkingSessionSchema>;

/**
 * Answer of start / post-payment-start / continue / renew / the unregistered calls. A card
 * method answers RedirectURL (the session starts when the provider confirms the payment); the
 * balance answers the session at once. СуммаПополнения: kopecks to top up when short.
 */
export const SessionPaymentAnswerSchema = okEnvelope({
  result: ParkingSessionSchema.optional(),
  RedirectURL: z.string().optional(),
  balance: z.number().int().optional(),
  СуммаПополнения: z.number().int().optional(),
});
export type SessionPaymentAnswer = z.infer<typeof SessionPaymentAnswerSchema>;

/**
 * POST /api/payment/cancel: the stopped session and the refund in kopecks. A stay paid by card
 * gets it back on that card (issue 22): refundTo 'card', cardRefund the kopecks sent there (the
 * rest of refund, if any, went to the balance); 'balance' otherwise.
 */
export const CancelAnswerSchema = okEnvelope({
  result: ParkingSessionSchema.optional(),
  refund: z.number().int(),
  balance: z.number().int(),
  refundTo: z.enum(['card', 'balance']).optional(),
  cardRefund: z.number().int().optional(),
});

/** cancel/v2, break/v1, deffered/v1: what is owed and where to pay it. */
export const OrderPaymentAnswerSchema = okEnvelope({
  result: ParkingSessionSchema.optional(),
  amountToPay: z.number().int(),
  СуммаПополнения: z.number().int(),
  RedirectURL: z.string().optional(),
});
