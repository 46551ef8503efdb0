import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env.ts';
import { AppError } from '../../errors/app-error.ts';
import type { SandboxTiming } from '../../integrations/payments/sandbox/sandbox-timing.ts';
import { SandboxWebhookSender } from '../../integrations/payments/sandbox/sandbox-webhook-sender.ts';
import { sandboxRoutes } from '../../routes/sandbox/sandbox-routes.ts';
import { createCardPaymentRuntime, installCardPaymentRuntime } from './card-payment-runtime.ts';
import { reconcileCardPayments } from './reconcile-card-payments.ts';

export interface CardPaymentsPluginOptions {
  env: Env;
  defaultCity: string;
  /** Tests shorten the sandbox's retry delays. */
  sandboxTiming?: Partial<SandboxTiming>;
}

/**
 * Card payments for the life of the app: installs the provider runtime, mounts the sandbox
 * bank's pages at /sandbox-pay (not city-scoped: a bank is outside the cities), and runs the
 * sandbox's notifier and the reconciliation job over the open cities. Register it after
 * `cityRegistry` is decorated: its close hook then stops the workers before the databases close.
 */
export const cardPaymentsPlugin = fp(
  async (app: FastifyInstance, options: CardPaymentsPluginOptions) => {
    const { env } = options;
    const runtime = createCardPaymentRuntime(env, options.defaultCity);
    installCardPaymentRuntime(runtime);
    const log = app.log.child({ component: 'card-payments' });
    // at every start, so a production log always shows which bank takes the drivers' cards
    if (runtime.offReason) log.error(`card payments are off: ${runtime.offReason}`);
    else if (runtime.sandbox && env.NODE_ENV === 'production')
      log.warn(
        'the sandbox bank is on in production (PAYMENT_SANDBOX_IN_PRODUCTION=true): anyone can approve ' +
          'card payments on its pay page; a demo stand only',
      );
    const cities = () => app.cityRegistry.openCities();
    const sender = runtime.sandbox
      ? new SandboxWebhookSender({
          cities,
          secret: runtime.webhookSecret,
          log,
          timing: options.sandboxTiming,
        })
      : null;
    if (runtime.sandbox && sender) {
      await app.register(sandboxRoutes, {
        bank: runtime.sandbox,
        sender,
        registry: app.cityRegistry,
        runtime,
      });
    } else {
      // the bank's old links answer NotFound, not the web app's page a GET would otherwise get
      app.all('/sandbox-pay/*', { schema: { hide: true } }, async () => {
        throw new AppError('NotFound', 404);
      });
    }
    let reconciling: Promise<void> | null = null;
    let timer: NodeJS.Timeout | null = null;
    const reconcileAll = async () => {
      for (const city of cities()) {
        const summary = await reconcileCardPayments(city, log).catch((error: unknown) => {
          log.warn({ city: city.config.city, err: error }, 'reconciliation pass failed');
          return null;
        });
        if (summary && summary.checked + summary.refunded > 0)
          log.info({ city: city.config.city, ...summary }, 'reconciled');
      }
    };
    app.addHook('onReady', async () => {
      sender?.start();
      timer = setInterval(() => {
        reconciling ??= reconcileAll().finally(() => {
          reconciling = null;
        });
      }, env.PAYMENT_RECONCILE_INTERVAL_SECONDS * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await reconciling;
      await sender?.stop();
    });
  },
  { name: 'parking-card-payments', fastify: '5.x' },
);
