import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ProfileV4AnswerSchema,
  ProfileV5AnswerSchema,
  ProfileV6AnswerSchema,
} from '@parking/domain/profile/profile-answers';
import { driverOf, requireToken } from '../../plugins/guards/require-token.ts';
import { cabinetProfileService } from '../../services/profile/cabinet-profile-service.ts';

/**
 * GET /api/profile/get-profile-v6: the logged-in driver's profile (header, cabinet); v5 and v4
 * answer the older shapes for older clients (document 2 §7: "earlier v4, v5 exist").
 */
export const getProfileRoute: FastifyPluginAsyncZod = async (app) => {
  const common = { preHandler: requireToken(), tags: ['profile'], security: [{ bearer: [] }] };
  app.get(
    '/api/profile/get-profile-v6',
    {
      preHandler: common.preHandler,
      schema: {
        tags: common.tags,
        summary:
          "The driver's profile: names, e-mail, phones (isMain), balance (kopecks), vehicles (ts, with " +
          'mainTs, type, occupied), documents, sessions, payment methods, settings, privateData',
        security: common.security,
        response: { 200: ProfileV6AnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      result: await cabinetProfileService.v6(request.city, driverOf(request).userId, request.lang),
    }),
  );
  app.get(
    '/api/profile/get-profile-v5',
    {
      preHandler: common.preHandler,
      schema: {
        tags: common.tags,
        summary:
          'The older profile shape: as v6 without documents, settings, privateData and hasPassword; ' +
          'vehicles without type, occupied, vin, imei and active',
        security: common.security,
        response: { 200: ProfileV5AnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      result: await cabinetProfileService.v5(request.city, driverOf(request).userId, request.lang),
    }),
  );
  app.get(
    '/api/profile/get-profile-v4',
    {
      preHandler: common.preHandler,
      schema: {
        tags: common.tags,
        summary:
          'The oldest profile shape: names, e-mail, one phone (the main one, "" when none), balance ' +
          '(kopecks), vehicles as numberTs, category, formatGrz, mainTs; no sessions or payment methods',
        security: common.security,
        response: { 200: ProfileV4AnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      result: await cabinetProfileService.v4(request.city, driverOf(request).userId, request.lang),
    }),
  );
};
