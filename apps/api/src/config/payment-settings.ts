import { z } from 'zod';
import { ConfigError } from './env.ts';

/**
 * Which card provider each city uses and with which keys (issue 22). PAYMENT_PROVIDER is the
 * default, PAYMENT_PROVIDER_<CITY> (code upper-cased, '-' as '_') a city's own; every key below
 * has the same <NAME>_<CITY> override, so two cities can take money into two different shops.
 * Read from the raw environment (the per-city names are not known to the zod schema), validated
 * for every hosted city at start: a city set to YooKassa without its shop id stops the start
 * with the city's name.
 */
export const PAYMENT_PROVIDER_KINDS = ['sandbox', 'yookassa', 'cloudpayments'] as const;
export type PaymentProviderKind = (typeof PAYMENT_PROVIDER_KINDS)[number];

export type ProviderSettings =
  | { kind: 'sandbox' }
  | {
      kind: 'yookassa';
      /** HTTP Basic user of API v3 (the shop's id). */
      shopId: string;
      /** HTTP Basic password (the secret key, live_... or test_...). Never logged. */
      secretKey: string;
      /** https://api.yookassa.ru/v3, or a stand-in. */
      apiUrl: string;
      /** The shop takes SBP (Faster Payments): the method list offers it. */
      sbp: boolean;
    }
  | {
      kind: 'cloudpayments';
      /** The site's Public ID: the widget's publicId and the API's HTTP Basic user. */
      publicId: string;
      /** The API secret: HTTP Basic password and the key of the notifications' Content-HMAC. Never logged. */
      apiSecret: string;
      /** https://api.cloudpayments.ru, or a stand-in. */
      apiUrl: string;
      /** The widget script the /payment page loads. */
      widgetUrl: string;
      sbp: boolean;
    };

/** Every hosted city's settings; the same object for cities that share them. */
export type PaymentSettings = (city: string) => ProviderSettings;

const Url = z
  .string()
  .url()
  .regex(/^https?:\/\//, 'http(s) URL');
const Flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** <NAME>_<CITY> when set (non-empty), else <NAME>. */
function valueFor(env: NodeJS.ProcessEnv, name: string, city: string): string | undefined {
  const own = env[`${name}_${city.toUpperCase().replace(/-/g, '_')}`];
  if (own !== undefined && own !== '') return own;
  const shared = env[name];
  return shared === '' ? undefined : shared;
}

function required(env: NodeJS.ProcessEnv, name: string, city: string, minLength = 1): string {
  const value = valueFor(env, name, city);
  if (value === undefined || value.length < minLength) {
    throw new ConfigError(
      `Invalid configuration:\n  ${name} (or ${name}_${city.toUpperCase().replace(/-/g, '_')}) for city ${city}: ` +
        (value === undefined ? 'required by its payment provider' : `at least ${minLength} characters`),
    );
  }
  return value;
}

function parsed<T>(
  schema: z.ZodType<T>,
  env: NodeJS.ProcessEnv,
  name: string,
  city: string,
  fallback: string,
): T {
  const result = schema.safeParse(valueFor(env, name, city) ?? fallback);
  if (!result.success) {
    throw new ConfigError(
      `Invalid configuration:\n  ${name} for city ${city}: ${result.error.issues[0]?.message}`,
    );
  }
  return result.data;
}

/** One city's provider settings from the environment; throws ConfigError naming the city. */
export function providerSettingsOf(env: NodeJS.ProcessEnv, city: string): ProviderSettings {
  const kind = parsed(z.enum(PAYMENT_PROVIDER_KINDS), env, 'PAYMENT_PROVIDER', city, 'sandbox');
  if (kind === 'sandbox') return { kind };
  const sbp = parsed(Flag, env, 'PAYMENT_SBP', city, 'false');
  if (kind === 'yookassa') {
    return {
      kind,
      shopId: required(env, 'YOOKASSA_SHOP_ID', city),
      secretKey: required(env, 'YOOKASSA_SECRET_KEY', city, 8),
      apiUrl: parsed(Url, env, 'YOOKASSA_API_URL', city, 'https://api.yookassa.ru/v3').replace(/\/+$/, ''),
      sbp,
    };
  }
  return {
    kind,
    publicId: required(env, 'CLOUDPAYMENTS_PUBLIC_ID', city),
    apiSecret: required(env, 'CLOUDPAYMENTS_API_SECRET', city, 8),
    apiUrl: parsed(Url, env, 'CLOUDPAYMENTS_API_URL', city, 'https://api.cloudpayments.ru').replace(
      /\/+$/,
      '',
    ),
    widgetUrl: parsed(
      Url,
      env,
      'CLOUDPAYMENTS_WIDGET_URL',
      city,
      'https://widget.cloudpayments.ru/bundles/cloudpayments.js',
    ),
    sbp,
  };
}

/**
 * The settings of every hosted city, checked now (a bad one stops the start); cities not hosted
 * fall back to the sandbox, which no route of theirs can reach.
 */
export function paymentSettingsFrom(env: NodeJS.ProcessEnv, hostedCities: Iterable<string>): PaymentSettings {
  const byCity = new Map<string, ProviderSettings>();
  for (const city of hostedCities) byCity.set(city, providerSettingsOf(env, city));
  return (city) => byCity.get(city) ?? { kind: 'sandbox' };
}
