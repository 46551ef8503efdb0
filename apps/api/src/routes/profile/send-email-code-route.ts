import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SendEmailCodeRequestSchema } from '@parking/domain/accounts/auth-contracts';
import { EmailSaltAnswerSchema } from '@parking/domain/accounts/auth-responses';
import { contactChangeService } from '../../services/accounts/contact-change-service.ts';
import { registrationService } from '../../services/accounts/registration-service.ts';
import { saltOrDriver } from './salt-or-driver.ts';

/**
 * POST /api/profile/send-email-code: with a registration salt, (re)sends its e-mail code (a new
 * address replaces the draft's); with a token, edit=true sends a code to a new address for the
 * account, edit=false to its current one. LimitSMS within the resend cooldown or over the limits.
 */
export const sendEmailCodeRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/profile/send-email-code',
    {
      schema: {
        tags: ['registration'],
        summary:
          'Send an e-mail code (registration salt, or token with edit for the profile); a new address ' +
          'is FeatureDisabled (403) where the city has e-mail editing off (settings emailEditing)',
        body: SendEmailCodeRequestSchema,
        response: { 200: EmailSaltAnswerSchema },
      },
    },
    async (request) => {
      const { email, edit, salt } = request.body;
      const meta = { ip: request.ip, lang: request.lang };
      const who = await saltOrDriver(request, salt);
      if ('salt' in who) {
        await registrationService.sendEmailCode(request.city, who.salt, email, meta);
        return { status: 'ok' as const, emailSalt: who.salt };
      }
      const emailSalt = await contactChangeService.sendEmailCode(request.city, who.userId, email, edit, meta);
      return { status: 'ok' as const, emailSalt };
    },
  );
};
