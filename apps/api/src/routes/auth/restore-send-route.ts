import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RestoreSendRequestSchema } from '@parking/domain/accounts/auth-contracts';
import { RestoreSendAnswerSchema } from '@parking/domain/accounts/auth-responses';
import { ACCOUNT_LIMITS as L } from '../../services/accounts/account-limits.ts';
import { restoreService } from '../../services/accounts/restore-service.ts';

/**
 * POST /api/auth/restore-password/send: a code (mode code) or a new password (mode password)
 * to the e-mail or phone. Always answers a salt: whether the account exists is not told.
 */
export const restoreSendRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/restore-password/send',
    {
      config: { rateLimit: { max: L.issueRequestsPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'Restore step 1: send a code, or a new password (by call: 4 digits, one-time)',
        body: RestoreSendRequestSchema,
        response: { 200: RestoreSendAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      salt: await restoreService.send(request.city, request.body, { ip: request.ip, lang: request.lang }),
    }),
  );
};
