import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PayPlaneAnswerSchema, PayPlaneRequestSchema } from '@parking/domain/payments/barrier-contracts';
import { AppError } from '../../errors/app-error.ts';
import { requireToken } from '../../plugins/guards/require-token.ts';
import { payBarrier } from '../../services/barrier/barrier-pay-service.ts';
import { idempotencyKeyOf } from '../payment/idempotency-key-of.ts';
import { receiptContactOf } from '@parking/domain/payments/payment-fields';

/** POST /backend/v2/payPlane: pays a costPlane price from the balance or by card. */
export const payPlaneRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/backend/v2/payPlane',
    {
      preHandler: requireToken('standard', 'guest'),
      schema: {
        tags: ['planar'],
        summary:
          'Pay a barrier parking price (sessionId from costPlane, within 30 s): a message or a RedirectURL',
        body: PayPlaneRequestSchema,
        response: { 200: PayPlaneAnswerSchema },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw new AppError('TokenNotFound', 401);
      const payer = auth.userId !== null ? { userId: auth.userId } : { guestTokenId: auth.tokenId };
      const { answer } = await payBarrier(request.city, request.body, {
        payer,
        idempotencyKey: idempotencyKeyOf(request, request.body.idempotencyKey),
        lang: request.lang,
        receiptContact: receiptContactOf(request.body),
      });
      return answer;
    },
  );
};
