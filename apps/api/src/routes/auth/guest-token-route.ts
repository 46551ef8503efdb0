import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TokenAnswerSchema } from '@parking/domain/accounts/auth-responses';
import { ACCOUNT_LIMITS as L } from '../../services/accounts/account-limits.ts';
import { tokenService } from '../../services/accounts/token-service.ts';
import { getSettingsFlags } from '../../services/content/settings-flags-service.ts';
import { AppError } from '../../errors/app-error.ts';

/** POST /api/auth/guest-token: a one-day token for paying without an account (useSessionWithoutRegister). */
export const guestTokenRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/guest-token',
    {
      config: { rateLimit: { max: L.issueRequestsPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'Guest token (24 hours) for cost and payment calls without an account',
        response: { 200: TokenAnswerSchema },
      },
    },
    async (request) => {
      // Paying without an account exists only where the city switched it on.
      const flags = await getSettingsFlags(request.city, request.lang);
      if (!flags.useSessionWithoutRegister) throw new AppError('FeatureDisabled', 403);
      return { status: 'ok' as const, token: await tokenService.issue(request.city.db, 'guest', null) };
    },
  );
};
