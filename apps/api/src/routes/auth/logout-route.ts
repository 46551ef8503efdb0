import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OkAnswerSchema } from '@parking/domain/accounts/auth-responses';
import { tokenService } from '../../services/accounts/token-service.ts';

/** POST /api/auth/logout: revokes the token (header, body or query); TokenNotFound if unknown. */
export const logoutRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log out: the token stops working at once',
        security: [{ bearer: [] }],
        response: { 200: OkAnswerSchema },
      },
    },
    async (request) => {
      await tokenService.revokeToken(request.city.db, request.token);
      return { status: 'ok' as const };
    },
  );
};
