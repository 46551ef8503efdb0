import { z } from 'zod';
import { okEnvelope } from '../envelope.ts';
import {
  IdempotencyKeySchema,
  PaymentPhoneSchema,
  PaymentServiceSchema,
  ReceiptContactFields,
  ReturnToSchema,
} from './payment-fields.ts';

/**
 * Barrier (planar) parking: the gate's ticket is priced (costPlane), then paid (payPlane) while
 * the price is fresh. Document 1 §2/§4/§7, document 2 §7 "Backend v2". Money is integer
 * kopecks, instants ISO 8601 UTC strings.
 */

/** How long a planar price may be paid, ms (document 1 §9 "planar payment timeout 30000 ms"). */
export const PLANAR_PRICE_VALIDITY_MS = 30_000;

/** After payment (or a free stay) the gate opens for this long, ms. */
export const PLANAR_EXIT_GRACE_MS = 15 * 60_000;

/** A ticket or parking-card number as printed: letters, digits and dashes. */
export const TicketNumberSchema = z
  .string({ error: 'RequiredField' })
  .trim()
  .min(1, 'RequiredField')
  .max(32, 'InvalidFormat')
  .regex(/^[0-9A-Za-z-]+$/, 'InvalidFormat');

/** A planar parking's code on the map (map_objects.code). */
export const ParkingNumberSchema = z
  .string({ error: 'RequiredField' })
  .trim()
  .min(1, 'RequiredField')
  .max(64, 'CantFindParking');

/** The id of a planar price (a UUID); payPlane pays exactly that price. */
export const BarrierSessionIdSchema = z.uuid({ error: 'PriceChangedTryLater' });

/**
 * The form calls the ticket "card number" (a permanent parking card carries the same number),
 * and older clients capitalise fields; fold those spellings into the canonical ones.
 */
const PLANAR_ALIASES: Record<string, string> = {
  cardNumber: 'ticketNumber',
  CardNumber: 'ticketNumber',
  TicketNumber: 'ticketNumber',
  ParkingNumber: 'parkingNumber',
  parkingCode: 'parkingNumber',
  ParkingCode: 'parkingNumber',
  PaymentService: 'paymentService',
  payment: 'paymentService',
  SessionId: 'sessionId',
  sessionID: 'sessionId',
  Phone: 'phone',
};

function foldBarrierAliases(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    const canonical = PLANAR_ALIASES[key] ?? key;
    if (out[canonical] === undefined) out[canonical] = value;
  }
  return out;
}

/** GET /backend/v2/costPlane query. */
export const CostPlaneQuerySchema = z.preprocess(
  foldBarrierAliases,
  z.object({ ticketNumber: TicketNumberSchema, parkingNumber: ParkingNumberSchema }),
);
export type CostPlaneQuery = z.output<typeof CostPlaneQuerySchema>;

export const CostPlaneResultSchema = z.object({
  /** Kopecks to pay; 0 means the stay is free and the gate already lets the car out. */
  cost: z.number().int().min(0),
  /** The price's id, to pass to payPlane within 30 s. */
  sessionId: z.string(),
  parkingNumber: z.string(),
  ticketNumber: z.string(),
  enteredAt: z.string(),
  /** Where the billed stay starts: entry, or the end of what was paid before. */
  billedFrom: z.string(),
  /** The billed stay ends here (whole minutes from billedFrom; at or after now). */
  paidUntil: z.string(),
  minutes: z.number().int().min(0),
  /** Until when payPlane accepts this price. */
  validUntil: z.string(),
  /** Kopecks before discount and the breakdown the cost modal shows. */
  price: z.number().int().min(0),
  costData: z.object({
    totalcost: z.number().int(),
    intervals: z.array(
      z.object({
        from: z.string(),
        to: z.string(),
        localFrom: z.string(),
        localTo: z.string(),
        dayType: z.string(),
        pricePerHour: z.number().int(),
        minutes: z.number().int(),
        benefit: z.number(),
        price: z.number().int(),
        discount: z.number().int(),
        cost: z.number().int(),
      }),
    ),
  }),
});
export type CostPlaneResult = z.output<typeof CostPlaneResultSchema>;

export const CostPlaneAnswerSchema = okEnvelope({ result: CostPlaneResultSchema });

/** POST /backend/v2/payPlane body. */
export const PayPlaneRequestSchema = z.preprocess(
  foldBarrierAliases,
  z.object({
    paymentService: PaymentServiceSchema,
    parkingNumber: ParkingNumberSchema,
    sessionId: BarrierSessionIdSchema,
    /** For card-like methods with isPhoneRequired. */
    phone: PaymentPhoneSchema,
    /** A guest's e-mail or phone for the 54-FZ receipt (issue 22). */
    ...ReceiptContactFields,
    idempotencyKey: IdempotencyKeySchema,
    /** The web page to come back to from the bank. */
    returnTo: ReturnToSchema,
  }),
);
export type PayPlaneRequest = z.output<typeof PayPlaneRequestSchema>;

/** Paid from the balance: a message; by card: the provider's pay page to go to. */
export const PayPlaneAnswerSchema = okEnvelope({
  message: z.string().optional(),
  RedirectURL: z.string().optional(),
  /** Our card payment id (card methods only). */
  paymentId: z.string().optional(),
  /** Kopecks paid or to be paid. */
  amount: z.number().int(),
  /** The gate opens until this instant (balance payments; card ones once the provider confirms). */
  exitUntil: z.string().optional(),
});
export type PayPlaneAnswer = z.output<typeof PayPlaneAnswerSchema>;

/** POST /api/gate/entry and /api/gate/exit: what a barrier gate reports. */
export const GateEventRequestSchema = z.preprocess(
  foldBarrierAliases,
  z.object({
    parkingNumber: ParkingNumberSchema,
    ticketNumber: TicketNumberSchema,
    /** When the car passed; defaults to the server's clock. */
    at: z.iso.datetime({ offset: true, error: 'InvalidFormat' }).optional(),
    enteredAt: z.iso.datetime({ offset: true, error: 'InvalidFormat' }).optional(),
    exitedAt: z.iso.datetime({ offset: true, error: 'InvalidFormat' }).optional(),
  }),
);
export type GateEventRequest = z.output<typeof GateEventRequestSchema>;

export const GateEntryAnswerSchema = okEnvelope({
  result: z.object({ parkingNumber: z.string(), ticketNumber: z.string(), enteredAt: z.string() }),
});

export const GateExitAnswerSchema = okEnvelope({
  result: z.object({
    /** True: the barrier opens and the ticket is closed; false: the driver must pay first. */
    exitAllowed: z.boolean(),
    exitUntil: z.string().nullable(),
  }),
});
