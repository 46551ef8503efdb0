import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RestoreChangeRequestSchema } from '@parking/domain/accounts/auth-contracts';
import { OkAnswerSchema } from '@parking/domain/accounts/auth-responses';
import { restoreService } from '../../services/accounts/restore-service.ts';

/** POST /api/auth/restore-password/change: new password; every session ends; a notice is mailed. */
export const restoreChangeRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/restore-password/change',
    {
      schema: {
        tags: ['auth'],
        summary: 'Restore step 3: set the password (the code is spent)',
        body: RestoreChangeRequestSchema,
        response: { 200: OkAnswerSchema },
      },
    },
    async (request) => {
      const { salt, code, pass } = request.body;
      await restoreService.change(request.city, salt, code, pass, { ip: request.ip, lang: request.lang });
      return { status: 'ok' as const };
    },
  );
};
