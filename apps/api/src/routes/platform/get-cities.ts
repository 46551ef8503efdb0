import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@parking/domain/envelope';
import { CityRecordSchema, type CityRecord } from '@parking/domain/contracts/city-record';
import type { CityConfig } from '@parking/domain/cities/city-config';

/** GET /api/cities: the cities this server hosts, with absolute apiUrl values. */
export function getCitiesRoute(hosted: CityConfig[], publicUrl: string): FastifyPluginAsyncZod {
  const records: CityRecord[] = hosted.map((c) => ({
    city: c.city,
    nameForShow: c.nameForShow,
    apiUrl: new URL(c.apiUrl, publicUrl).toString().replace(/\/$/, ''),
    mapBounds: c.mapBounds,
    mapSource: c.mapSource,
    profile: c.profile,
    timeZone: c.timeZone,
    mapCenter: c.mapCenter,
    hasUpdatePage: c.hasUpdatePage,
  }));
  return async (app) => {
    app.get(
      '/api/cities',
      {
        schema: {
          tags: ['content'],
          summary: 'Cities served',
          response: { 200: okEnvelope({ result: z.array(CityRecordSchema) }) },
        },
      },
      async () => ({ status: 'ok' as const, result: records }),
    );
  };
}
