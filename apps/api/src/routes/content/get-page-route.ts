import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@parking/domain/envelope';
import { PageQuerySchema, StaticPageSchema } from '@parking/domain/contracts/content';
import { getStaticPage } from '../../services/content/static-page-service.ts';

/** GET /api/pages/get-page?path: a static page (HTML content); NotFound (404) for an unknown path. */
export const getPageRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/pages/get-page',
    {
      schema: {
        tags: ['content'],
        summary: 'Static page by path (letters, digits, / _ -)',
        querystring: PageQuerySchema,
        response: { 200: okEnvelope({ result: StaticPageSchema }) },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      result: await getStaticPage(request.city, request.lang, request.query.path),
    }),
  );
};
