import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ConfirmCodeRequestSchema } from '@parking/domain/accounts/auth-contracts';
import { ConfirmAnswerSchema } from '@parking/domain/accounts/auth-responses';
import { contactChangeService } from '../../services/accounts/contact-change-service.ts';
import { registrationService } from '../../services/accounts/registration-service.ts';
import { saltOrDriver } from './salt-or-driver.ts';

/**
 * POST /api/profile/confirm-email: the e-mail code of a registration (salt) or of the driver's
 * e-mail change (token). IncorrectCode when wrong, expired, used or out of tries. A registration
 * whose phone is already confirmed finishes here and answers the token.
 */
export const confirmEmailRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/profile/confirm-email',
    {
      schema: {
        tags: ['registration'],
        summary:
          'Confirm the e-mail code (salt or token); a token change to a new address is FeatureDisabled (403) ' +
          'where the city has e-mail editing off (settings emailEditing)',
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
          ...(await registrationService.confirmEmail(request.city, who.salt, code)),
        };
      }
      await contactChangeService.confirmEmail(request.city, who.userId, code);
      return { status: 'ok' as const };
    },
  );
};
