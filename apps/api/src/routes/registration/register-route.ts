import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RegisterRequestSchema } from '@parking/domain/accounts/auth-contracts';
import { EmailSaltAnswerSchema } from '@parking/domain/accounts/auth-responses';
import { ACCOUNT_LIMITS as L } from '../../services/accounts/account-limits.ts';
import { registrationService } from '../../services/accounts/registration-service.ts';

/** POST /api/registration/register: step 1; keeps a draft and mails the e-mail code. */
export const registerRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/registration/register',
    {
      config: { rateLimit: { max: L.issueRequestsPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['registration'],
        summary: 'Registration step 1: names, password, e-mail, phone (digits); mails an e-mail code',
        body: RegisterRequestSchema,
        response: { 200: EmailSaltAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      emailSalt: await registrationService.register(request.city, request.body, {
        ip: request.ip,
        lang: request.lang,
      }),
    }),
  );
};
