import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CancelAnswerSchema,
  CancelRequestSchema,
  RenewRequestSchema,
  SessionPaymentAnswerSchema,
} from '@parking/domain/payments/session-contracts';
import { requireToken } from '../../plugins/guards/require-token.ts';
import { cancelSession } from '../../services/parking/cancel-session-service.ts';
import { renewSession } from '../../services/parking/renew-session-service.ts';
import { idempotencyKeyOf } from './idempotency-key-of.ts';
import { driverPayerOf, paymentFlags, rejectInvalid } from './payment-input.ts';

/** POST /api/payment/renew and /api/payment/cancel: a running session of the driver's. */
export const renewCancelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/payment/renew',
    {
      preHandler: requireToken('standard'),
      attachValidation: true,
      schema: {
        tags: ['payment'],
        summary: 'Extend a running session by Duration from its end (balance, or card: RedirectURL)',
        security: [{ bearer: [] }],
        body: RenewRequestSchema,
        response: { 200: SessionPaymentAnswerSchema },
      },
    },
    async (request) => {
      rejectInvalid(request);
      const flags = await paymentFlags(request);
      const key = idempotencyKeyOf(request, request.body.idempotencyKey);
      const answer = await renewSession(request.city, flags, driverPayerOf(request), request.body, key);
      return { status: 'ok' as const, ...answer };
    },
  );

  app.post(
    '/api/payment/cancel',
    {
      preHandler: requireToken('standard'),
      attachValidation: true,
      schema: {
        tags: ['payment'],
        summary:
          'Stop a running session; unused whole minutes back to the balance (NoSaving under 30 min); a no-balance session is deleted, nothing to pay',
        security: [{ bearer: [] }],
        body: CancelRequestSchema,
        response: { 200: CancelAnswerSchema },
      },
    },
    async (request) => {
      rejectInvalid(request);
      const flags = await paymentFlags(request);
      const { ReservationId, idempotencyKey } = request.body;
      const key = idempotencyKeyOf(request, idempotencyKey);
      const answer = await cancelSession(request.city, flags, driverPayerOf(request), ReservationId, key);
      return { status: 'ok' as const, ...answer };
    },
  );
};
