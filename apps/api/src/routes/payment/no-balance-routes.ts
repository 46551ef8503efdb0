import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OrderPaymentAnswerSchema,
  OrderPaymentRequestSchema,
  SessionPaymentAnswerSchema,
  StartV2RequestSchema,
} from '@parking/domain/payments/session-contracts';
import { AppError } from '../../errors/app-error.ts';
import { requireToken } from '../../plugins/guards/require-token.ts';
import { orderPayment, startOpenSession, type OrderCall } from '../../services/parking/no-balance-service.ts';
import { idempotencyKeyOf } from './idempotency-key-of.ts';
import { driverPayerOf, paymentFlags, rejectInvalid } from './payment-input.ts';

const ORDER_ROUTES: { url: string; call: OrderCall; summary: string }[] = [
  {
    url: '/api/payment/cancel/v2',
    call: 'defer',
    summary:
      'Defer: stop a no-balance session now; it waits with amountToPay (RedirectURL with a PaymentService)',
  },
  {
    url: '/api/payment/break/v1',
    call: 'break',
    summary: 'Stop a no-balance session now and pay it by card (amountToPay, RedirectURL)',
  },
  {
    url: '/api/payment/deffered/v1',
    call: 'payDeferred',
    summary: 'Pay a deferred (waiting) session by card (RedirectURL)',
  },
];

/** No-balance mode (dontUseBalance; FeatureDisabled elsewhere): document 2 §2, §4, §7. */
export const noBalanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/payment/start/v2',
    {
      preHandler: requireToken('standard'),
      attachValidation: true,
      schema: {
        tags: ['payment'],
        summary: 'No-balance mode: start an open-ended session, priced and paid when it is stopped',
        security: [{ bearer: [] }],
        body: StartV2RequestSchema,
        response: { 200: SessionPaymentAnswerSchema },
      },
    },
    async (request) => {
      rejectInvalid(request);
      const flags = await paymentFlags(request);
      const { idempotencyKey, ...order } = request.body;
      const key = idempotencyKeyOf(request, idempotencyKey);
      const answer = await startOpenSession(request.city, flags, driverPayerOf(request), order, key);
      return { status: 'ok' as const, ...answer };
    },
  );

  for (const { url, call, summary } of ORDER_ROUTES) {
    app.post(
      url,
      {
        preHandler: requireToken('standard'),
        attachValidation: true,
        schema: {
          tags: ['payment'],
          summary,
          security: [{ bearer: [] }],
          body: OrderPaymentRequestSchema,
          response: { 200: OrderPaymentAnswerSchema },
        },
      },
      async (request) => {
        rejectInvalid(request);
        const flags = await paymentFlags(request);
        const key = idempotencyKeyOf(request, request.body.idempotencyKey);
        const { errorName, ...answer } = await orderPayment(
          request.city,
          flags,
          driverPayerOf(request),
          call,
          request.body,
          key,
        );
        // the session closed free (committed); the seeds answer that as an error name
        if (errorName) throw new AppError(errorName, 409);
        return { status: 'ok' as const, ...answer };
      },
    );
  }
};
