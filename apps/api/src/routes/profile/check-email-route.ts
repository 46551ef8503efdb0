import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CheckEmailRequestSchema } from '@parking/domain/accounts/auth-contracts';
import { OkAnswerSchema } from '@parking/domain/accounts/auth-responses';
import { ACCOUNT_LIMITS as L } from '../../services/accounts/account-limits.ts';
import { availabilityService } from '../../services/accounts/availability-service.ts';

/** POST /api/profile/check-email: ok when free, UserExists when taken. */
export const checkEmailRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/profile/check-email',
    {
      config: { rateLimit: { max: L.lookupRequestsPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['registration'],
        summary: 'Is this e-mail free? (UserExists when taken)',
        body: CheckEmailRequestSchema,
        response: { 200: OkAnswerSchema },
      },
    },
    async (request) => {
      await availabilityService.checkEmail(request.city, request.body.email);
      return { status: 'ok' as const };
    },
  );
};
