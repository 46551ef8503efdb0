import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SendSmsCodeRequestSchema } from '@parking/domain/accounts/auth-contracts';
import { PhoneSaltAnswerSchema } from '@parking/domain/accounts/auth-responses';
import { getConfirmationType } from '../../services/accounts/confirmation-type.ts';
import { contactChangeService } from '../../services/accounts/contact-change-service.ts';
import { registrationService } from '../../services/accounts/registration-service.ts';
import { saltOrDriver } from './salt-or-driver.ts';

/**
 * POST /api/profile/send-sms-code: a phone code by SMS, or by a call (4 digits) where the city
 * confirms by call. isReply marks a resend; every send, first or not, obeys the cooldown and
 * the limits (LimitSMS). SMSNotSend when the phone channel cannot take the message.
 */
export const sendSmsCodeRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/profile/send-sms-code',
    {
      schema: {
        tags: ['registration'],
        summary: 'Send a phone code by SMS or call (registration salt, or token with edit)',
        body: SendSmsCodeRequestSchema,
        response: { 200: PhoneSaltAnswerSchema },
      },
    },
    async (request) => {
      const { phone, edit, salt } = request.body;
      const meta = { ip: request.ip, lang: request.lang };
      const who = await saltOrDriver(request, salt);
      const type = await getConfirmationType(request.city);
      if ('salt' in who) {
        await registrationService.sendSmsCode(request.city, who.salt, phone, type, meta);
        return { status: 'ok' as const, phoneSalt: who.salt };
      }
      const phoneSalt = await contactChangeService.sendSmsCode(
        request.city,
        who.userId,
        phone,
        edit,
        type,
        meta,
      );
      return { status: 'ok' as const, phoneSalt };
    },
  );
};
