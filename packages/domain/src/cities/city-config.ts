import { z } from 'zod';

const LatLng = z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]);

/**
 * One configured city (document 1, section 1): city, nameForShow, apiUrl, mapBounds, mapSource,
 * profile, plus what the server needs to host it (time zone, demo data size).
 * `profile` names the special behaviour of rostov and sevastopol; the rest are `standard`.
 */
export const CityConfigSchema = z.object({
  city: z.string().regex(/^[a-z][a-z0-9-]{1,39}$/),
  nameForShow: z.object({ ru: z.string().min(1), en: z.string().min(1) }),
  /** Base address of the city's API; relative to the site unless absolute. */
  apiUrl: z.string().min(1),
  timeZone: z.string().min(1),
  mapBounds: z.object({ southWest: LatLng, northEast: LatLng }),
  mapCenter: LatLng,
  /** Tile URL template ({z}/{x}/{y}); the map works without it. */
  mapSource: z.string(),
  profile: z.enum(['standard', 'rostov', 'sevastopol']),
  /** Size of the generated demo data: full (perm and the special cities), basic, or large (load tests). */
  demo: z.enum(['full', 'basic', 'large']),
  /** The /update page exists only for these cities (document 1, section 1). */
  hasUpdatePage: z.boolean(),
});
export type CityConfig = z.infer<typeof CityConfigSchema>;

export const CitiesFileSchema = z
  .object({ defaultCity: z.string(), cities: z.array(CityConfigSchema).min(1) })
  .refine((file) => file.cities.some((c) => c.city === file.defaultCity), {
    message: 'defaultCity must be one of the listed cities',
  })
  .refine((file) => new Set(file.cities.map((c) => c.city)).size === file.cities.length, {
    message: 'city codes must be unique',
  });
export type CitiesFile = z.infer<typeof CitiesFileSchema>;
