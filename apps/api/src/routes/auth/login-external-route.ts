import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ExternalLoginRequestSchema } from '@parking/domain/accounts/auth-contracts';
import { ExternalLoginAnswerSchema } from '@parking/domain/accounts/auth-responses';
import { AppError } from '../../errors/app-error.ts';
import { ACCOUNT_LIMITS as L } from '../../services/accounts/account-limits.ts';
import { logInExternal } from '../../services/accounts/external-login-service.ts';

/** POST /api/auth/login-external: the identity provider's access token for our token. */
export const loginExternalRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/login-external',
    {
      config: { rateLimit: { max: L.loginRequestsPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary:
          'External-ID login (OAuth implicit flow access token); links or creates the account by e-mail',
        body: ExternalLoginRequestSchema,
        response: { 200: ExternalLoginAnswerSchema },
      },
    },
    async (request) => {
      // Not configured here: nothing to exchange the token with.
      if (!app.env.EXTERNAL_AUTH_CLIENT_ID) throw new AppError('ExternalLoginError', 404);
      const token = await logInExternal(request.city, request.body.accessToken, {
        userInfoUrl: app.env.EXTERNAL_AUTH_USERINFO_URL,
      });
      return { status: 'ok' as const, result: { token } };
    },
  );
};
