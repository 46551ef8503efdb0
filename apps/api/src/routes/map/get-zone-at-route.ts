import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZONE_AT_MAX,
  ZONE_AT_RADIUS_METRES,
  ZoneAtAnswerSchema,
  ZoneAtQuerySchema,
} from '@parking/domain/contracts/zone-at';
import { checkPlaces } from '../../services/enforcement/check-place.ts';

/**
 * GET /api/map/zone-at?lat=&lon= (issue 23): the zones at a phone's position, nearest first, by
 * the street check's own geometry (issue 21), so "where am I" and an inspector agree. Public,
 * like the map: it tells nothing the map does not show.
 */
export const getZoneAtRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/map/zone-at',
    {
      schema: {
        tags: ['map'],
        summary: `Paid zones within ${ZONE_AT_RADIUS_METRES} m of a point, nearest first (at most ${ZONE_AT_MAX})`,
        querystring: ZoneAtQuerySchema,
        response: { 200: ZoneAtAnswerSchema },
      },
    },
    async (request) => {
      const places = await checkPlaces(request.city);
      const near = await places.zonesNear(request.query, ZONE_AT_RADIUS_METRES, ZONE_AT_MAX);
      return {
        status: 'ok' as const,
        zones: near.map(({ zone, metres }) => ({
          zoneNumber: zone.zonenumber,
          name: request.lang === 'en' ? zone.nameEn || zone.nameRu : zone.nameRu,
          distance: Math.round(metres),
        })),
      };
    },
  );
};
