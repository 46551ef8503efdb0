import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@parking/domain/envelope';
import { AppError } from '../../errors/app-error.ts';
import { WebhookRejected } from '../../integrations/payments/payment-provider.ts';
import { cardPaymentRuntime } from '../../services/card-payments/card-payment-runtime.ts';
import { settleCardPayment } from '../../services/card-payments/settle-card-payment.ts';

const WebhookAnswerSchema = okEnvelope({
  /** What taking the event in did: applied, or nothing to change (a redelivery, a reordered event). */
  result: z.string(),
});

/**
 * POST /api/payment/webhook/sandbox: the provider's signed notification of a payment's outcome.
 * The signature is over the exact bytes received, so this route reads the body raw (its own
 * content-type parser, for this route only). Bad signature: 401 WebhookSignatureInvalid; older
 * than 5 minutes: 401 WebhookTooLate; not an event: 400 ValidationError; nothing changes in
 * any of them. A verified event is settled once (payment_events, same transaction); repeats and
 * events that come after the final state answer 200 so the provider stops retrying.
 */
export const webhookSandboxRoute: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/payment/webhook/sandbox',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['payment'],
        summary: "The sandbox provider's signed payment notification (HMAC-SHA256 over timestamp.body)",
        response: { 200: WebhookAnswerSchema },
      },
    },
    async (request) => {
      const runtime = cardPaymentRuntime();
      if (runtime.provider.name !== 'sandbox') throw new AppError('NotFound', 404);
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event;
      try {
        event = runtime.provider.verifyWebhook(request.headers, raw);
      } catch (error) {
        if (!(error instanceof WebhookRejected)) throw error;
        request.log.warn({ reason: error.reason }, 'payment webhook refused');
        if (error.reason === 'signature') throw new AppError('WebhookSignatureInvalid', 401);
        if (error.reason === 'too-late') throw new AppError('WebhookTooLate', 401);
        throw new AppError('ValidationError', 400);
      }
      const settled = await settleCardPayment(
        request.city,
        {
          providerPaymentId: event.providerPaymentId,
          outcome: event.outcome,
          amountKopecks: event.amountKopecks,
          event: { eventId: event.eventId, type: event.outcome, payload: event.raw },
          reason: 'declined by the bank',
        },
        request.log,
      );
      if (settled.effect === 'unknown-payment') throw new AppError('NotFound', 404);
      return { status: 'ok' as const, result: settled.effect };
    },
  );
};
