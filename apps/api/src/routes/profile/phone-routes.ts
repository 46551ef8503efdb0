import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChangePhoneRequestSchema, PhoneRequestSchema } from '@parking/domain/profile/profile-contracts';
import { PhonesAnswerSchema } from '@parking/domain/profile/profile-answers';
import { driverOf, requireToken } from '../../plugins/guards/require-token.ts';
import { phoneService } from '../../services/profile/phone-service.ts';

/**
 * The cabinet's phone calls (api-paths.md). Adding a phone is send-sms-code (edit=true) then
 * confirm-phone. Each answers the driver's phones after the change.
 */
export const phoneRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preHandler: requireToken() };
  const doc = { tags: ['profile'], security: [{ bearer: [] }] };

  app.post(
    '/api/profile/change-phone',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Replace oldphone (default: the main phone) by phone, proven by code (sent by send-sms-code ' +
          'with edit=true to phone); the main flag stays. IncorrectCode, PhoneNotFound, DoublePhone, PhoneExists',
        body: ChangePhoneRequestSchema,
        response: { 200: PhonesAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      result: await phoneService.change(request.city, driverOf(request).userId, request.body),
    }),
  );

  app.delete(
    '/api/profile/delete-phone',
    {
      ...guard,
      schema: {
        ...doc,
        summary: 'Delete one of the phones; the main one cannot go (MainPhoneNotDeletable), PhoneNotFound',
        body: PhoneRequestSchema,
        response: { 200: PhonesAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      result: await phoneService.remove(request.city, driverOf(request).userId, request.body.phone),
    }),
  );

  app.put(
    '/api/profile/set-main-phone',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Make one of the phones main (the login phone); the old main stops being main in the same ' +
          'transaction, only when this succeeds. PhoneNotFound',
        body: PhoneRequestSchema,
        response: { 200: PhonesAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      result: await phoneService.setMain(request.city, driverOf(request).userId, request.body.phone),
    }),
  );
};
