import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CaptchaAnswerSchema } from '@parking/domain/accounts/auth-responses';
import { ACCOUNT_LIMITS as L } from '../../services/accounts/account-limits.ts';
import { captchaService } from '../../services/accounts/captcha-service.ts';

/** GET /api/auth/get-captcha: a new challenge (a fresh image for the login form). */
export const getCaptchaRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/get-captcha',
    {
      config: { rateLimit: { max: L.lookupRequestsPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'New captcha image (SVG data URL), single use, 5 minutes',
        response: { 200: CaptchaAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, ...(await captchaService.create(request.city.db, request.ip)) };
    },
  );
};
