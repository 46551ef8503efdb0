import type {} from '@fastify/compress';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@parking/domain/envelope';
import { MAP_TILE_DETAIL_ZOOM } from '@parking/domain/contracts/map-tile';
import { MapTileQuerySchema, MapTileResultSchema } from '@parking/domain/contracts/map-tile-schemas';
import { getMapSnapshot } from '../../services/map/map-snapshot-cache.ts';
import { sendPrecompressed } from './send-precompressed.ts';

/**
 * GET /api/map/get-map-tile-v3?z=&x=&y= (issue 24): one Web Mercator tile of the same snapshot
 * as get-map-info-v3, so a phone in a big city downloads its view, not the city. Fixed tiles
 * rather than any box because fixed tiles cache: each is compressed once per data version and
 * revalidated by ETag like the full call.
 */
export const getMapTileRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/map/get-map-tile-v3',
    {
      compress: false,
      // Many small requests per pan, answered from memory: like hashed assets, they stay out of
      // the per-client limit (one carrier address serves many drivers). The number of distinct
      // bodies is bounded by the city's extent; tiles outside it share one empty body.
      config: { rateLimit: false },
      schema: {
        tags: ['map'],
        summary: 'One tile (z/x/y, Web Mercator) of map info v3: the features meeting it, with their ids',
        description:
          `z from 10 to 14. A line or polygon crossing tile borders is in every tile it meets (same id). ` +
          `Below z=${MAP_TILE_DETAIL_ZOOM} points are clustered on a 4x4 grid per tile (clusters), cells of ` +
          'one or two points sent as features. city: what the whole map shows (legend, price levels). ' +
          'Sent precompressed (br, gzip) with a strong ETag; a matching If-None-Match gets 304.',
        querystring: MapTileQuerySchema,
        response: { 200: okEnvelope({ result: MapTileResultSchema }) },
      },
    },
    async (request, reply) => {
      const { z, x, y } = request.query;
      const snapshot = await getMapSnapshot(request.city);
      return sendPrecompressed(request, reply, await snapshot.tiles.get(z, x, y), 'public, max-age=300');
    },
  );
};
