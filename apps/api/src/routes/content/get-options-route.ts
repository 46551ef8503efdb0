import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@parking/domain/envelope';
import { SiteOptionsSchema } from '@parking/domain/contracts/site-options';
import { getSiteOptions } from '../../services/content/site-options-service.ts';

/** GET /api/options/get-options: menus, contacts, app links, banner and site switches. */
export const getOptionsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/options/get-options',
    {
      schema: {
        tags: ['content'],
        summary: 'Site options',
        response: { 200: okEnvelope({ result: SiteOptionsSchema }) },
      },
    },
    async (request) => ({ status: 'ok' as const, result: await getSiteOptions(request.city, request.lang) }),
  );
};
