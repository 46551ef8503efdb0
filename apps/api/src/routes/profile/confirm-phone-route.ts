import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ConfirmCodeRequestSchema } from '@parking/domain/accounts/auth-contracts';
import { ConfirmAnswerSchema } from '@parking/domain/accounts/auth-responses';
import { contactChangeService } from '../../services/accounts/contact-change-service.ts';
import { registrationService } from '../../services/accounts/registration-service.ts';
import { saltOrDriver } from './salt-or-driver.ts';

/**
 * POST /api/profile/confirm-phone: the phone code of a registration (salt: finishing it makes
 * the account and answers its token; EmailExists / PhoneExists if another registration took the
 * address first) or of a phone the driver adds in the cabinet (token: the new number joins the
 * driver's phones, main only when it is the first; set-main-phone or change-phone go further).
 */
export const confirmPhoneRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/profile/confirm-phone',
    {
      schema: {
        tags: ['registration'],
        summary:
          'Confirm the phone code: finishes a registration (answers the token) or adds a phone; adding an ' +
          'extra phone is FeatureDisabled (403) where the city has allowAddPhone off',
        body: ConfirmCodeRequestSchema,
        response: { 200: ConfirmAnswerSchema },
      },
    },
    async (request) => {
      const { code, salt } = request.body;
      const who = await saltOrDriver(request, salt);
      if ('salt' in who) {
        return {
          status: 'ok' as const,
          ...(await registrationService.confirmPhone(request.city, who.salt, code)),
        };
      }
      await contactChangeService.confirmPhone(request.city, who.userId, code);
      return { status: 'ok' as const };
    },
  );
};
