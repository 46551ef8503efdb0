import { randomBytes } from 'node:crypto';
import { parseEnv, type Env } from '../../config/env.ts';
import { paymentSettingsFrom, type PaymentSettings } from '../../config/payment-settings.ts';
import { backgroundSiteUrl } from '../../config/site-address.ts';
import { noProvider } from '../../integrations/payments/no-provider.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { createProvider } from '../../integrations/payments/create-provider.ts';
import { SandboxBank } from '../../integrations/payments/sandbox/sandbox-bank.ts';

/** What the card-payment service needs from the deployment. */
export interface CardPaymentRuntime {
  /**
   * The provider that takes this city's card money (PAYMENT_PROVIDER_<CITY>, else
   * PAYMENT_PROVIDER); the no-provider when card payments are off in the city.
   */
  providerOf(city: string): PaymentProvider;
  /**
   * Why card payments are off in this city (production with only the sandbox), for the start
   * log; null while they work. New card payments then answer CardPaymentsUnavailable.
   */
  offReasonOf(city: string): string | null;
  /** The city's provider takes SBP (Faster Payments) and the city turned it on (PAYMENT_SBP). */
  sbpOf(city: string): boolean;
  /** The built-in sandbox bank when some city may use it (its pay page and notifier need it). */
  sandbox: SandboxBank | null;
  publicUrl: string;
  /** The city served at the bare paths: its web pages have no /c/<city> prefix. */
  defaultCity: string;
  expireAfterSeconds: number;
  reconcileAfterSeconds: number;
  /** Never logged. The sandbox bank's signing secret. */
  webhookSecret: string;
}

type RuntimeEnv = Pick<
  Env,
  | 'PUBLIC_URL'
  | 'PORT'
  | 'PAYMENT_WEBHOOK_SECRET'
  | 'PAYMENT_EXPIRE_MINUTES'
  | 'PAYMENT_RECONCILE_AFTER_SECONDS'
  | 'NODE_ENV'
  | 'PAYMENT_SANDBOX_IN_PRODUCTION'
>;

/**
 * The sandbox bank lets anyone approve a payment on its page, so a production process runs it
 * only when PAYMENT_SANDBOX_IN_PRODUCTION says so (a demo stand); anywhere else it is the default.
 */
export function sandboxAllowed(env: Pick<Env, 'NODE_ENV' | 'PAYMENT_SANDBOX_IN_PRODUCTION'>): boolean {
  return env.NODE_ENV !== 'production' || env.PAYMENT_SANDBOX_IN_PRODUCTION === true;
}

const SANDBOX_OFF =
  'NODE_ENV=production and no real payment provider is configured: the sandbox bank ' +
  '(PAYMENT_PROVIDER=sandbox) would let anyone approve payments. Set PAYMENT_PROVIDER (or ' +
  'PAYMENT_PROVIDER_<CITY>) to yookassa or cloudpayments with its keys; PAYMENT_SANDBOX_IN_PRODUCTION=true ' +
  'turns the sandbox on for a demo stand';

/**
 * Builds the runtime from the validated settings; a missing secret becomes a random one. The
 * providers are made once per city here, so a city's keys are checked at start.
 */
export function createCardPaymentRuntime(
  env: RuntimeEnv,
  defaultCity: string,
  settings: PaymentSettings = () => ({ kind: 'sandbox' }),
  hostedCities: readonly string[] = [defaultCity],
): CardPaymentRuntime {
  // Built once, for requests and background alike: PUBLIC_URL, else this process's own port.
  const publicUrl = backgroundSiteUrl(env);
  const webhookSecret = env.PAYMENT_WEBHOOK_SECRET ?? randomBytes(32).toString('hex');
  const expireAfterSeconds = env.PAYMENT_EXPIRE_MINUTES * 60;
  const sandbox = sandboxAllowed(env)
    ? new SandboxBank({ publicUrl, secret: webhookSecret, payWithinSeconds: expireAfterSeconds })
    : null;
  const providers = new Map<string, PaymentProvider>();
  const providerFor = (city: string): PaymentProvider => {
    let provider = providers.get(city);
    if (!provider) {
      const own = settings(city);
      provider = own.kind === 'sandbox' ? (sandbox ?? noProvider) : createProvider(own);
      providers.set(city, provider);
    }
    return provider;
  };
  for (const city of hostedCities) providerFor(city);
  return {
    providerOf: providerFor,
    offReasonOf: (city) => (providerFor(city) === noProvider ? SANDBOX_OFF : null),
    sbpOf: (city) => {
      const own = settings(city);
      return own.kind !== 'sandbox' && own.sbp;
    },
    sandbox,
    publicUrl,
    defaultCity,
    expireAfterSeconds,
    reconcileAfterSeconds: env.PAYMENT_RECONCILE_AFTER_SECONDS,
    webhookSecret,
  };
}

let current: CardPaymentRuntime | null = null;

/**
 * The app's plugin installs the runtime at start. The service reads it here because the seam
 * (createCardPayment(tx, city, request)) carries no app; one process runs one app (tests that
 * build several apps one after another get the newest one's).
 */
export function installCardPaymentRuntime(runtime: CardPaymentRuntime): void {
  current = runtime;
}

/** The installed runtime, or one from the process settings (a service test without the app). */
export function cardPaymentRuntime(): CardPaymentRuntime {
  current ??= createCardPaymentRuntime(
    parseEnv(process.env),
    'perm',
    paymentSettingsFrom(process.env, ['perm']),
  );
  return current;
}
