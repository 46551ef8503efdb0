import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@parking/domain/envelope';
import { NotificationSchema } from '@parking/domain/contracts/content';
import { getNotification } from '../../services/content/notification-service.ts';

/** GET /api/notification/get-popup: the pop-up notice (empty title and message: none). */
export const getPopupRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notification/get-popup',
    {
      schema: {
        tags: ['content'],
        summary: 'Notification pop-up',
        response: { 200: okEnvelope({ result: NotificationSchema }) },
      },
    },
    async (request) => ({ status: 'ok' as const, result: await getNotification(request.city, request.lang) }),
  );
};
