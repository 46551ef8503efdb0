import type {} from '@fastify/compress';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@parking/domain/envelope';
import { MapInfoResultSchema } from '@parking/domain/contracts/map-info-schemas';
import { getMapSnapshot } from '../../services/map/map-snapshot-cache.ts';
import { sendPrecompressed } from './send-precompressed.ts';

/**
 * GET /api/map/get-map-info-v3: every map object of the city. The biggest and most frequent
 * answer there is, so it is served from a precompressed snapshot with an ETag; the client
 * refreshes at most hourly, proxies may keep it five minutes.
 */
export const getMapInfoRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/map/get-map-info-v3',
    {
      // the body is compressed once per data version; per-request compression would redo it
      compress: false,
      schema: {
        tags: ['map'],
        summary: 'Map info v3: features, totals (OverAll) and last change time',
        description:
          'Coordinates are {latitude, longitude} objects. Sent precompressed (br, gzip) with a strong ETag; ' +
          'a matching If-None-Match gets 304 with no body.',
        response: { 200: okEnvelope({ result: MapInfoResultSchema }) },
      },
    },
    async (request, reply) => {
      const snapshot = await getMapSnapshot(request.city);
      return sendPrecompressed(request, reply, snapshot.mapInfo, 'public, max-age=300');
    },
  );
};
