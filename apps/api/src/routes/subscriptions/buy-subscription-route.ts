import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES } from '@parking/domain/errors/error-messages';
import {
  SubscriptionPurchaseAnswerSchema,
  SubscriptionPurchaseRequestSchema,
  SubscriptionShortOfMoneySchema,
} from '@parking/domain/subscriptions/subscription-contracts';
import { driverOf, requireToken } from '../../plugins/guards/require-token.ts';
import { namedSchemaErrorFormatter } from '../../plugins/named-schema-errors.ts';
import {
  purchaseSubscription,
  SubscriptionShortOfMoney,
} from '../../services/subscriptions/subscription-service.ts';
import { idempotencyKeyOf } from '../payment/idempotency-key-of.ts';

/**
 * POST /api/payment/subscription (document 2 §7): vehicle, codeSubscription, paymentService,
 * timestart (null for prev_day), optional phone. Balance: bought at once; card: RedirectURL.
 */
export const buySubscriptionRoute: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(namedSchemaErrorFormatter);
  app.post(
    '/api/payment/subscription',
    {
      preHandler: requireToken(),
      schema: {
        tags: ['subscriptions'],
        summary:
          'Buy a subscription offer or a constructor result. Balance: message "Абонемент успешно ' +
          'приобретен.", СуммаПополнения 0, orderNum, amount, balance (kopecks). Card method: RedirectURL, ' +
          'paymentId, СуммаПополнения = price (kopecks). Errors: NoMoneyNoHoney 402 with СуммаПополнения ' +
          '(kopecks missing), SubscriptionAlreadyExists 409, SubscriptionStartDateInvalid, RequiredField ' +
          '(timestart), NotFound (codeSubscription), EmptyTs, PaymentServiceNotFound, FeatureDisabled',
        security: [{ bearer: [] }],
        body: SubscriptionPurchaseRequestSchema,
        response: { 200: SubscriptionPurchaseAnswerSchema, 402: SubscriptionShortOfMoneySchema },
      },
    },
    async (request, reply) => {
      const { userId } = driverOf(request);
      const key = idempotencyKeyOf(request, request.body.idempotencyKey);
      try {
        const answer = await purchaseSubscription(request.city, userId, request.body, key, request.lang);
        return { status: 'ok' as const, ...answer };
      } catch (error) {
        if (!(error instanceof SubscriptionShortOfMoney)) throw error;
        return reply.code(402).send({
          status: 'error' as const,
          errorName: 'NoMoneyNoHoney' as const,
          errorMessage: ERROR_MESSAGES.NoMoneyNoHoney[request.lang],
          СуммаПополнения: error.refillKopecks,
        });
      }
    },
  );
};
