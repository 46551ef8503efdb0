import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The sandbox bank's notifier (integrations/payments/sandbox/sandbox-webhook-sender.ts) for the
 * life of the app, while the sandbox bank runs. Schedule: every SandboxTiming.pollMs (2 s) it
 * sends the open cities' due webhooks, retrying with backoff; a decision on the pay page sends
 * at once. Register it after cardPaymentsPlugin, which builds the notifier.
 */
export const sandboxWebhookJob = fp(
  async (app: FastifyInstance) => {
    const sender = app.cardPayments.sandboxSender;
    if (!sender) return;
    app.addHook('onReady', async () => {
      sender.start();
    });
    app.addHook('onClose', async () => {
      await sender.stop();
    });
  },
  { name: 'parking-sandbox-webhooks', fastify: '5.x', dependencies: ['parking-card-payments'] },
);
