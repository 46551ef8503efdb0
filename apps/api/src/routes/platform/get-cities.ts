import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@parking/domain/envelope';
import { CityRecordSchema, type CityRecord } from '@parking/domain/contracts/city-record';
import type { CityConfig } from '@parking/domain/cities/city-config';
import { requestSiteUrl } from '../../config/site-address.ts';
import type { Env } from '../../config/env.ts';

/**
 * GET /api/cities: the cities this server hosts, with absolute apiUrl values: under PUBLIC_URL
 * when set, otherwise under the address the client reached us at (config/site-address.ts), so
 * the list works on any port and from another device. (The web app uses its built-in list.)
 */
export function getCitiesRoute(
  hosted: CityConfig[],
  env: Pick<Env, 'PUBLIC_URL' | 'PORT'>,
): FastifyPluginAsyncZod {
  const recordsUnder = (site: string): CityRecord[] =>
    hosted.map((c) => ({
      city: c.city,
      nameForShow: c.nameForShow,
      apiUrl: new URL(c.apiUrl, `${site}/`).toString().replace(/\/$/, ''),
      mapBounds: c.mapBounds,
      mapSource: c.mapSource,
      profile: c.profile,
      timeZone: c.timeZone,
      mapCenter: c.mapCenter,
      hasUpdatePage: c.hasUpdatePage,
    }));
  // With PUBLIC_URL every answer is the same: made once.
  const fixed = env.PUBLIC_URL ? recordsUnder(env.PUBLIC_URL) : null;
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
      async (request) => ({
        status: 'ok' as const,
        result: fixed ?? recordsUnder(requestSiteUrl(env, request)),
      }),
    );
  };
}
