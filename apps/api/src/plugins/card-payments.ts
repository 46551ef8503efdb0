import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env.ts';
import type { PaymentSettings } from '../config/payment-settings.ts';
import type { SandboxTiming } from '../integrations/payments/sandbox/sandbox-timing.ts';
import { SandboxWebhookSender } from '../integrations/payments/sandbox/sandbox-webhook-sender.ts';
import {
  createCardPaymentRuntime,
  installCardPaymentRuntime,
  type CardPaymentRuntime,
} from '../services/card-payments/card-payment-runtime.ts';

/** What the sandbox bank's pages (routes/sandbox) and the card jobs (jobs/) share. */
export interface CardPayments {
  runtime: CardPaymentRuntime;
  /** The sandbox bank's notifier; null when the sandbox bank is off. */
  sandboxSender: SandboxWebhookSender | null;
}

export interface CardPaymentsPluginOptions {
  env: Env;
  defaultCity: string;
  hostedCities: string[];
  paymentSettings: PaymentSettings;
  /** Tests shorten the sandbox's retry delays. */
  sandboxTiming?: Partial<SandboxTiming>;
}

/**
 * Card payments for the life of the app: installs the provider runtime, says in the start log
 * which bank takes the drivers' cards, and builds the sandbox bank's notifier. It decorates
 * `app.cardPayments`; app.ts mounts the sandbox bank's pages (routes/sandbox) and registers the
 * notifier's and the reconciliation's jobs (jobs/) from it. Register it after `cityRegistry` is
 * decorated: the notifier walks the open cities.
 */
export const cardPaymentsPlugin = fp(
  async (app: FastifyInstance, options: CardPaymentsPluginOptions) => {
    const { env } = options;
    const runtime = createCardPaymentRuntime(
      env,
      options.defaultCity,
      options.paymentSettings,
      options.hostedCities,
    );
    installCardPaymentRuntime(runtime);
    const log = app.log.child({ component: 'card-payments' });
    // at every start, so a production log always shows which bank takes each city's cards
    for (const city of options.hostedCities) {
      const off = runtime.offReasonOf(city);
      const provider = runtime.providerOf(city).name;
      if (off) log.error({ city }, `card payments are off: ${off}`);
      else if (provider === 'sandbox' && env.NODE_ENV === 'production')
        log.warn(
          { city },
          'the sandbox bank is on in production (PAYMENT_SANDBOX_IN_PRODUCTION=true): anyone can approve ' +
            'card payments on its pay page; a demo stand only',
        );
      else log.info({ city, provider }, 'card payments provider');
    }
    const sandboxSender = runtime.sandbox
      ? new SandboxWebhookSender({
          cities: () => app.cityRegistry.openCities(),
          secret: runtime.webhookSecret,
          log,
          timing: options.sandboxTiming,
        })
      : null;
    const cardPayments: CardPayments = { runtime, sandboxSender };
    app.decorate('cardPayments', cardPayments);
  },
  { name: 'parking-card-payments', fastify: '5.x' },
);

declare module 'fastify' {
  interface FastifyInstance {
    cardPayments: CardPayments;
  }
}
