import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginRequestSchema } from '@parking/domain/accounts/auth-contracts';
import {
  LoginAnswerSchema,
  LoginErrorSchema,
  type LoginError,
} from '@parking/domain/accounts/auth-responses';
import { ERROR_MESSAGES } from '@parking/domain/errors/error-messages';
import { ACCOUNT_LIMITS as L } from '../../services/accounts/account-limits.ts';
import { LoginRefusal } from '../../services/accounts/login-refusal.ts';
import { logIn } from '../../services/accounts/login-service.ts';

/**
 * POST /api/auth/login: login (e-mail, or phone where easy auth is on), password, captcha.
 * A refusal that now needs a captcha carries it (captcha, captchaId) beside the error name.
 */
export const loginRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/login',
    {
      config: { rateLimit: { max: L.loginRequestsPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'Log in; after 3 failures a captcha is required (the refusal carries it)',
        body: LoginRequestSchema,
        // 400 CaptchaIncorrect and 401 IncorrectLogin / UnregistredAccount may carry a captcha.
        response: { 200: LoginAnswerSchema, 400: LoginErrorSchema, 401: LoginErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        const result = await logIn(request.city, request.body, { ip: request.ip, lang: request.lang });
        return { status: 'ok' as const, ...result };
      } catch (error) {
        if (!(error instanceof LoginRefusal) || !error.challenge) throw error;
        const body: LoginError = {
          status: 'error',
          errorName: error.errorName,
          errorMessage: ERROR_MESSAGES[error.errorName][request.lang],
          ...error.challenge,
        };
        return reply.code(error.httpStatus === 400 ? 400 : 401).send(body);
      }
    },
  );
};
