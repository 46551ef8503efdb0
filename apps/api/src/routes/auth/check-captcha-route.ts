import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CheckCaptchaRequestSchema } from '@parking/domain/accounts/auth-contracts';
import { OkAnswerSchema } from '@parking/domain/accounts/auth-responses';
import { AppError } from '../../errors/app-error.ts';
import { ACCOUNT_LIMITS as L } from '../../services/accounts/account-limits.ts';
import { captchaService } from '../../services/accounts/captcha-service.ts';

/** POST /api/auth/check-captcha: CaptchaIncorrect for a wrong answer (which spends the challenge). */
export const checkCaptchaRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/check-captcha',
    {
      config: { rateLimit: { max: L.lookupRequestsPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'Check a captcha answer; a right one stays usable by the next login',
        body: CheckCaptchaRequestSchema,
        response: { 200: OkAnswerSchema },
      },
    },
    async (request) => {
      const { captcha, captchaId } = request.body;
      const right = await captchaService.check(request.city.db, captchaId, request.ip, captcha);
      if (!right) throw new AppError('CaptchaIncorrect', 400);
      return { status: 'ok' as const };
    },
  );
};
