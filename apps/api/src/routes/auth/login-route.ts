import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginRequestSchema } from '@parking/domain/accounts/auth-contracts';
import { LoginAnswerSchema, LoginErrorSchema } from '@parking/domain/accounts/auth-responses';
import { ACCOUNT_LIMITS as L } from '../../services/accounts/account-limits.ts';
import { logIn } from '../../services/accounts/login-service.ts';
import { answerLogin, loginLimitsText } from './login-refusal-answer.ts';

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
        summary:
          'Log in. An unknown login, a wrong password and an account without one: IncorrectLogin (401). ' +
          loginLimitsText('a login'),
        body: LoginRequestSchema,
        // 400 CaptchaIncorrect and 401 IncorrectLogin may carry a captcha.
        response: { 200: LoginAnswerSchema, 400: LoginErrorSchema, 401: LoginErrorSchema },
      },
    },
    async (request, reply) =>
      answerLogin(request, reply, () =>
        logIn(request.city, request.body, { ip: request.ip, lang: request.lang }),
      ),
  );
};
