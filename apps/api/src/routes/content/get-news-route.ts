import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@parking/domain/envelope';
import { NewsItemQuerySchema, NewsItemSchema } from '@parking/domain/contracts/content';
import { getNewsItem } from '../../services/content/news-service.ts';

/** GET /api/news/get-news?id: one news item with its HTML body; NotFound (404) when there is none. */
export const getNewsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/news/get-news',
    {
      schema: {
        tags: ['content'],
        summary: 'News item',
        querystring: NewsItemQuerySchema,
        response: { 200: okEnvelope({ result: NewsItemSchema }) },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      result: await getNewsItem(request.city, request.lang, request.query.id),
    }),
  );
};
