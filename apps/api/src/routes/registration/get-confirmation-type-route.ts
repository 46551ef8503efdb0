import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ConfirmationTypeAnswerSchema } from '@parking/domain/accounts/auth-responses';
import { getConfirmationType } from '../../services/accounts/confirmation-type.ts';

/** GET /api/registration/get-confirmation-type: SMS (6-digit code) or Call (4 digits). */
export const getConfirmationTypeRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/registration/get-confirmation-type',
    {
      schema: {
        tags: ['registration'],
        summary: 'How phones are confirmed in this city: SMS or Call',
        response: { 200: ConfirmationTypeAnswerSchema },
      },
    },
    async (request) => ({ status: 'ok' as const, result: await getConfirmationType(request.city) }),
  );
};
