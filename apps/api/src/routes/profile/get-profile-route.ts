import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProfileAnswerSchema } from '@parking/domain/accounts/auth-responses';
import { driverOf, requireToken } from '../../plugins/auth-user.ts';
import { getProfile } from '../../services/accounts/profile-service.ts';

/** GET /api/profile/get-profile-v6: the logged-in driver's profile (header, redirect after login). */
export const getProfileRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile/get-profile-v6',
    {
      preHandler: requireToken(),
      schema: {
        tags: ['profile'],
        summary: "The driver's profile: names, e-mail, phones, balance, payment methods, default zone",
        security: [{ bearer: [] }],
        response: { 200: ProfileAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      result: await getProfile(request.city, driverOf(request).userId, request.lang),
    }),
  );
};
