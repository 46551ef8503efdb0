import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RefillAnswerSchema, RefillRequestSchema } from '@parking/domain/payments/refill-contracts';
import { driverOf, requireToken } from '../../plugins/auth-user.ts';
import { startRefill } from '../../services/card-payments/refill-service.ts';
import { idempotencyKeyOf } from './idempotency-key-of.ts';
import { namedSchemaErrorFormatter } from '../../plugins/named-schema-errors.ts';

/**
 * POST /api/payment/refill (document 2 §7): PaymentService, RefillAmount (roubles), Token,
 * optional phone. Answers the provider's pay link (RedirectURL); the balance rises only when
 * the provider confirms the payment.
 */
export const refillRoute: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(namedSchemaErrorFormatter);
  app.post(
    '/api/payment/refill',
    {
      preHandler: requireToken(),
      schema: {
        tags: ['payment'],
        summary: 'Top up the balance by card: answers the pay link; credited when the bank confirms',
        security: [{ bearer: [] }],
        body: RefillRequestSchema,
        response: { 200: RefillAnswerSchema },
      },
    },
    async (request) => {
      const { userId } = driverOf(request);
      const key = idempotencyKeyOf(request, request.body.idempotencyKey);
      const answer = await startRefill(request.city, userId, request.body, key, request.lang);
      return { status: 'ok' as const, ...answer };
    },
  );
};
