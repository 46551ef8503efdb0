import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@parking/domain/envelope';
import { NewsListQuerySchema, NewsListSchema } from '@parking/domain/contracts/content';
import { listNews } from '../../services/content/news-service.ts';

/** GET /api/news/get-news-list?limit&offset: published news, newest first, with the total count. */
export const getNewsListRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/news/get-news-list',
    {
      schema: {
        tags: ['content'],
        summary: 'News list (limit 1..100, default 10; offset from 0)',
        querystring: NewsListQuerySchema,
        response: { 200: okEnvelope({ result: NewsListSchema }) },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      return { status: 'ok' as const, result: await listNews(request.city, request.lang, limit, offset) };
    },
  );
};
