import { z } from 'zod';
import { formNumber } from '../contracts/form-number.ts';
import { okEnvelope } from '../envelope.ts';
import { CalendarDateSchema } from './subscription-contracts.ts';

/**
 * The subscription constructor (settings flag useSubscriptionConstructor): GET /backend/v2/getZones,
 * GET /backend/v2/getTiming, POST /backend/v2/selectedAbonements (document 2 §2, §3, §4, §5, §7).
 * A result is bought like any offer: its permissionKindCode is the codeSubscription.
 */

/** Terms the constructor offers, in days. */
export const CONSTRUCTOR_TIMINGS = [1, 7, 30, 90, 180, 365] as const;

/** Constructor zone: code and whether it is special (the web marks special zones with an icon). */
export const ConstructorZoneSchema = z.object({
  code: z.string(),
  special: z.boolean(),
  name: z.string(),
});
export type ConstructorZone = z.output<typeof ConstructorZoneSchema>;

export const ConstructorZonesAnswerSchema = okEnvelope({ result: z.array(ConstructorZoneSchema) });

/** Timing: the list of terms in days. */
export const ConstructorTimingAnswerSchema = okEnvelope({ result: z.array(z.number().int()) });

/** POST /backend/v2/selectedAbonements: zones (non-empty), dateStart (not before today), timing (days). */
export const SelectedAbonementsRequestSchema = z.object({
  zones: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
    z
      .array(z.string().trim().min(1, 'NoZoneSelected').max(20, 'ZoneNotFound'), { error: 'NoZoneSelected' })
      .min(1, 'NoZoneSelected')
      .max(50, 'ValidationError'),
  ),
  dateStart: CalendarDateSchema,
  timing: formNumber(
    z
      .number({ error: 'RequiredField' })
      .int('InvalidFormat')
      .min(1, 'InvalidFormat')
      .max(366, 'InvalidFormat'),
  ),
});
export type SelectedAbonementsRequest = z.output<typeof SelectedAbonementsRequestSchema>;

/** Constructor result (document 2 §3). */
export const ConstructorResultSchema = z.object({
  /** Display name, e.g. 'Абонемент на 30 дней'. */
  permissionKind: z.string(),
  /** Pass as codeSubscription to /api/payment/subscription. */
  permissionKindCode: z.string(),
  /** 'constructor'. */
  permissionType: z.string(),
  /** Kopecks. */
  price: z.number().int(),
  zones: z.array(z.string()),
  /** 'YYYY-MM-DD'. */
  startDate: z.string(),
  days: z.number().int(),
});
export type ConstructorResult = z.output<typeof ConstructorResultSchema>;

export const SelectedAbonementsAnswerSchema = okEnvelope({ result: z.array(ConstructorResultSchema) });
