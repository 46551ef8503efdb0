import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RestoreCheckRequestSchema } from '@parking/domain/accounts/auth-contracts';
import { OkAnswerSchema } from '@parking/domain/accounts/auth-responses';
import { restoreService } from '../../services/accounts/restore-service.ts';

/** POST /api/auth/restore-password/check: IncorrectCode unless the code is right and alive. */
export const restoreCheckRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/restore-password/check',
    {
      schema: {
        tags: ['auth'],
        summary: 'Restore step 2: check the code (it stays usable for step 3)',
        body: RestoreCheckRequestSchema,
        response: { 200: OkAnswerSchema },
      },
    },
    async (request) => {
      await restoreService.check(request.city, request.body.salt, request.body.code);
      return { status: 'ok' as const };
    },
  );
};
