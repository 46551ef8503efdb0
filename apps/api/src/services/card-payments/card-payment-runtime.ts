import { randomBytes } from 'node:crypto';
import { parseEnv, type Env } from '../../config/env.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { SandboxBank } from '../../integrations/payments/sandbox/sandbox-bank.ts';

/** What the card-payment service needs from the deployment. */
export interface CardPaymentRuntime {
  provider: PaymentProvider;
  /** Set when the provider is the built-in sandbox (its pay page and notifier need it). */
  sandbox: SandboxBank | null;
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
>;

/** Builds the runtime from the validated settings; a missing secret becomes a random one. */
export function createCardPaymentRuntime(env: RuntimeEnv, defaultCity: string): CardPaymentRuntime {
  const publicUrl = env.PUBLIC_URL.replace(/\/+$/, '');
  const webhookSecret = env.PAYMENT_WEBHOOK_SECRET ?? randomBytes(32).toString('hex');
  const expireAfterSeconds = env.PAYMENT_EXPIRE_MINUTES * 60;
  // PAYMENT_PROVIDER has one value so far; a real provider adds a case here.
  const sandbox = new SandboxBank({ publicUrl, secret: webhookSecret, payWithinSeconds: expireAfterSeconds });
  return {
    provider: sandbox,
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
  current ??= createCardPaymentRuntime(parseEnv(process.env), 'perm');
  return current;
}
