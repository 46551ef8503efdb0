import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CheckPhoneRequestSchema } from '@parking/domain/accounts/auth-contracts';
import { OkAnswerSchema } from '@parking/domain/accounts/auth-responses';
import { ACCOUNT_LIMITS as L } from '../../services/accounts/account-limits.ts';
import { availabilityService } from '../../services/accounts/availability-service.ts';
import { tokenService } from '../../services/accounts/token-service.ts';

/** POST /api/profile/check-phone: ok when free; PhoneExists, or DoublePhone when it is the caller's own. */
export const checkPhoneRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/profile/check-phone',
    {
      config: { rateLimit: { max: L.lookupRequestsPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['registration'],
        summary: 'Is this phone free? (PhoneExists; DoublePhone when it is already yours)',
        body: CheckPhoneRequestSchema,
        response: { 200: OkAnswerSchema },
      },
    },
    async (request) => {
      // The token only refines the answer; a stale one must not break the check while typing.
      const caller = request.token
        ? await tokenService.resolve(request.city.db, request.token, ['standard']).catch(() => null)
        : null;
      await availabilityService.checkPhone(request.city, request.body.phone, caller?.userId ?? null);
      return { status: 'ok' as const };
    },
  );
};
