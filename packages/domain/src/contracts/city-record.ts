import { z } from 'zod';
import { CityConfigSchema } from '../cities/city-config.ts';

/** What GET /api/cities answers per city: the public part of the configuration. */
export const CityRecordSchema = CityConfigSchema.pick({
  city: true,
  nameForShow: true,
  apiUrl: true,
  mapBounds: true,
  mapSource: true,
  profile: true,
  timeZone: true,
  mapCenter: true,
  hasUpdatePage: true,
});
export type CityRecord = z.infer<typeof CityRecordSchema>;
