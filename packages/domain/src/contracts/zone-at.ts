import { z } from 'zod';
import { okEnvelope } from '../envelope.ts';
import { formNumber } from './form-number.ts';

/**
 * GET /api/map/zone-at (issue 23): the zones a driver stands in or beside, for the payment
 * form's "where am I". A phone's fix is good to tens of metres, hence the radius and the three.
 */
export const ZONE_AT_RADIUS_METRES = 50;
export const ZONE_AT_MAX = 3;

export const ZoneAtQuerySchema = z.object({
  lat: formNumber(z.number({ error: 'InvalidFormat' }).min(-90, 'InvalidFormat').max(90, 'InvalidFormat')),
  lon: formNumber(z.number({ error: 'InvalidFormat' }).min(-180, 'InvalidFormat').max(180, 'InvalidFormat')),
});
export type ZoneAtQuery = z.output<typeof ZoneAtQuerySchema>;

export const ZoneAtSchema = z.object({
  zoneNumber: z.string(),
  /** In the caller's language. */
  name: z.string(),
  /** Whole metres from the point to the zone's nearest parking (0: inside it). */
  distance: z.number().int().nonnegative(),
});
export type ZoneAt = z.infer<typeof ZoneAtSchema>;

/** Nearest first; empty when no paid parking is that close. */
export const ZoneAtAnswerSchema = okEnvelope({ zones: z.array(ZoneAtSchema).max(ZONE_AT_MAX) });
export type ZoneAtAnswer = z.infer<typeof ZoneAtAnswerSchema>;
