import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SessionPaymentAnswerSchema, StartRequestSchema } from '@parking/domain/payments/session-contracts';
import { requireToken } from '../../plugins/guards/require-token.ts';
import { startSession, type StartCall } from '../../services/parking/start-session-service.ts';
import { idempotencyKeyOf } from './idempotency-key-of.ts';
import { payerOf, paymentFlags, rejectInvalid } from './payment-input.ts';

const ROUTES: { url: string; call: StartCall; summary: string }[] = [
  {
    url: '/api/payment/start',
    call: 'payment',
    summary: 'Start a session: from the balance (NoMoneyNoHoney when short) or by card (RedirectURL)',
  },
  {
    url: '/api/payment/post-payment-start',
    call: 'postPayment',
    summary: 'Pay for a stay that began at timestart (today, or yesterday where allowed)',
  },
  {
    url: '/api/payment/continue',
    call: 'continueSession',
    summary: 'Start a session paid entirely by card when the balance is short (RedirectURL)',
  },
  {
    url: '/api/payment/unregistered/start',
    call: 'paymentUnregister',
    summary: 'Guest: start a session paid by card (RedirectURL)',
  },
  {
    url: '/api/payment/unregistered/post-payment-start',
    call: 'postPaymentUnregister',
    summary: 'Guest: pay by card for a stay that began at timestart (RedirectURL)',
  },
];

/** The session start calls (document 2 §7, api-paths.md "Payments"); one submit, one effect. */
export const startRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { url, call, summary } of ROUTES) {
    const guest = call === 'paymentUnregister' || call === 'postPaymentUnregister';
    app.post(
      url,
      {
        preHandler: guest ? requireToken('guest', 'standard') : requireToken('standard'),
        attachValidation: true,
        schema: {
          tags: ['payment'],
          summary,
          security: [{ bearer: [] }],
          body: StartRequestSchema,
          response: { 200: SessionPaymentAnswerSchema },
        },
      },
      async (request) => {
        rejectInvalid(request);
        const flags = await paymentFlags(request, guest);
        const key = idempotencyKeyOf(request, request.body.idempotencyKey);
        const answer = await startSession(request.city, flags, payerOf(request), call, request.body, key);
        return { status: 'ok' as const, ...answer };
      },
    );
  }
};
