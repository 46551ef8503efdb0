import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { WebhookRejected } from '../../integrations/payments/payment-provider.ts';
import { cardPaymentRuntime } from '../../services/card-payments/card-payment-runtime.ts';
import { takeNotification } from '../../services/card-payments/take-notification.ts';

const Params = z.object({ provider: z.string().max(40) });

/**
 * POST /api/payment/webhook/<provider>: the city's card provider tells us about a payment, a
 * refund or a fiscal receipt (sandbox: HMAC over timestamp.body; CloudPayments: Content-HMAC;
 * YooKassa: unsigned, so the adapter asks the API for the object). The adapter reads the body
 * raw (the signature is over the exact bytes), so this route has its own content-type parser.
 * Not the city's provider: 404. Not the provider's call: 401 WebhookSignatureInvalid or
 * WebhookTooLate, 400 ValidationError when it is not a notification; nothing changes in any of
 * them. A verified one is taken in once (payment_events, same transaction as its effect) and
 * answered the way the provider expects (CloudPayments {"code":0}; the sandbox our envelope),
 * so the provider stops retrying; a redelivery or a reordered one changes nothing.
 */
export const webhookRoute: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/payment/webhook/:provider',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['payment'],
        summary:
          "The city's card provider's notification (payment, refund, receipt); answered in the provider's format",
        params: Params,
      },
    },
    async (request, reply) => {
      const provider = cardPaymentRuntime().providerOf(request.city.config.city);
      if (provider.name !== request.params.provider) throw new AppError('NotFound', 404);
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let notification;
      try {
        notification = await provider.receiveNotification(request.city, {
          headers: request.headers,
          rawBody: raw,
          url: request.url,
        });
      } catch (error) {
        if (!(error instanceof WebhookRejected)) throw error;
        request.log.warn({ reason: error.reason, provider: provider.name }, 'payment webhook refused');
        if (error.reason === 'signature') throw new AppError('WebhookSignatureInvalid', 401);
        if (error.reason === 'too-late') throw new AppError('WebhookTooLate', 401);
        throw new AppError('ValidationError', 400);
      }
      const outcome = await takeNotification(request.city, provider, notification, request.log);
      const answer = provider.answerNotification(notification, outcome);
      // an error in our own envelope (the sandbox's) is sent through the error plugin, in the caller's language
      const body = answer.body as { status?: unknown; errorName?: unknown };
      if (body.status === 'error' && typeof body.errorName === 'string')
        throw new AppError(body.errorName as ConstructorParameters<typeof AppError>[0], answer.statusCode);
      return reply.code(answer.statusCode).send(answer.body);
    },
  );
};
