import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@parking/domain/envelope';
import { ZoneSchema } from '@parking/domain/contracts/content';
import { listZones } from '../../services/map/zones-service.ts';

/** GET /api/map/get-zones: zones with their tariffs, for the zone select of the payment forms. */
export const getZonesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/map/get-zones',
    {
      schema: {
        tags: ['map'],
        summary: 'Parking zones with hourly prices (priceNum in kopecks; daycode -2 marks an inactive zone)',
        response: { 200: okEnvelope({ result: z.array(ZoneSchema) }) },
      },
    },
    async (request) => ({ status: 'ok' as const, result: await listZones(request.city, request.lang) }),
  );
};
