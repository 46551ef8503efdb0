import { randomBytes } from 'node:crypto';
import { parseEnv, type Env } from '../../config/env.ts';
import { noProvider } from '../../integrations/payments/no-provider.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { SandboxBank } from '../../integrations/payments/sandbox/sandbox-bank.ts';

/** What the card-payment service needs from the deployment. */
export interface CardPaymentRuntime {
  provider: PaymentProvider;
  /** Set when the provider is the built-in sandbox (its pay page and notifier need it). */
  sandbox: SandboxBank | null;
  /**
   * Why card payments are off in this process (production with no real provider), for the start
   * log; null while they work. New card payments then answer CardPaymentsUnavailable.
   */
  offReason: string | null;
  publicUrl: string;
  /** The city served at the bare paths: its web pages have no /c/<city> prefix. */
  defaultCity: string;
  expireAfterSeconds: number;
  reconcileAfterSeconds: number;
  /** Never logged. */
  webhookSecret: string;
}

type RuntimeEnv = Pick<
  Env,
  | 'PUBLIC_URL'
  | 'PAYMENT_PROVIDER'
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

/** Builds the runtime from the validated settings; a missing secret becomes a random one. */
export function createCardPaymentRuntime(env: RuntimeEnv, defaultCity: string): CardPaymentRuntime {
  const publicUrl = env.PUBLIC_URL.replace(/\/+$/, '');
  const webhookSecret = env.PAYMENT_WEBHOOK_SECRET ?? randomBytes(32).toString('hex');
  const expireAfterSeconds = env.PAYMENT_EXPIRE_MINUTES * 60;
  // PAYMENT_PROVIDER has one value so far; a real provider adds a case here.
  const sandbox = sandboxAllowed(env)
    ? new SandboxBank({ publicUrl, secret: webhookSecret, payWithinSeconds: expireAfterSeconds })
    : null;
  return {
    provider: sandbox ?? noProvider,
    sandbox,
    offReason: sandbox
      ? null
      : 'NODE_ENV=production and no real payment provider is configured: the sandbox bank ' +
        '(PAYMENT_PROVIDER=sandbox) would let anyone approve payments. PAYMENT_SANDBOX_IN_PRODUCTION=true ' +
        'turns it on for a demo stand',
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
  current ??= createCardPaymentRuntime(parseEnv(process.env), 'perm');
  return current;
}
