import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const Bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const PostgresUrl = z
  .string()
  .url()
  .refine((u) => /^postgres(ql)?:\/\//.test(u), 'must start with postgres:// or postgresql://');

/**
 * Every setting the server reads, validated at start: a bad value stops the process with a
 * message naming the variable, instead of failing later in the middle of a request.
 */
/** What a city's fresh database starts with (CITY_DATA). */
export const CityDataSchema = z.enum(['demo', 'empty']);
export type CityData = z.infer<typeof CityDataSchema>;

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** Where embedded (PGlite) city databases and the pid lock live. */
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  /** A PostgreSQL server; each city gets its own database `<name>_<city>` on it. */
  DATABASE_URL: PostgresUrl.optional(),
  /** Prefix of the per-city database names on the server (default: the URL's database name). */
  DATABASE_NAME_PREFIX: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,40}$/)
    .optional(),
  PG_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * Absolute address of this site, for absolute apiUrl values and links in messages. Unset: each
   * request's own address, and http://localhost:<PORT> for background messages (config/site-address.ts).
   */
  PUBLIC_URL: z.string().url().optional(),
  /** A JSON cities file replacing the built-in list (same shape as packages/domain cities.json). */
  CITIES_FILE: z.string().optional(),
  /** Comma-separated city codes this process hosts; default all configured. */
  HOSTED_CITIES: z.string().optional(),
  /** Cities opened at start (the rest open on first request); default the default city. */
  PRELOAD_CITIES: z.string().optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  /** Bearer token of GET /metrics (Prometheus); unset, /metrics is off (404). */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  /**
   * On SIGTERM/SIGINT readiness turns false and the process keeps serving this long (ms) so the
   * load balancer moves traffic away, before it stops taking connections and closes. Unset: 5000,
   * or 0 with NODE_ENV=test (server.ts).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Built web app to serve at /; absent in API-only deployments. */
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  TRUST_PROXY: Bool.default(false),

  /** Mail: smtp://user:pass@host:port (smtps:// for TLS). Unset: messages go to the dev outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('City parking <no-reply@parking.local>'),
  /** SMS and voice-call codes: an HTTP gateway (POST JSON). Unset: the dev outbox. */
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  /** The dev outbox page (/api/dev/outbox) — never in production. */
  DEV_OUTBOX: Bool.optional(),

  /** External identity provider (OAuth 2.0 implicit flow, Yandex ID style); the button shows when set. */
  EXTERNAL_AUTH_CLIENT_ID: z.string().optional(),
  EXTERNAL_AUTH_AUTHORIZE_URL: z.string().url().default('https://oauth.yandex.ru/authorize'),
  EXTERNAL_AUTH_USERINFO_URL: z.string().url().default('https://login.yandex.ru/info?format=json'),

  /**
   * Card payments: the provider of every city (PAYMENT_PROVIDER_<CITY> for one city), and its keys
   * (YOOKASSA_*, CLOUDPAYMENTS_*, each with a _<CITY> override): config/payment-settings.ts.
   */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'yookassa', 'cloudpayments']).default('sandbox'),
  /**
   * The sandbox bank lets anyone press Approve, so with NODE_ENV=production it is off (card
   * payments refused, balance payments work) unless this says true: a demo stand. Each start
   * while it is on logs a warning. Outside production the sandbox is always on.
   */
  PAYMENT_SANDBOX_IN_PRODUCTION: Bool.optional(),
  /**
   * The provider's webhook signing secret (at least 32 characters). Required in production with
   * a real provider; otherwise a random one per process (the sandbox signs in this process).
   */
  PAYMENT_WEBHOOK_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  /** A card payment not paid within this many minutes expires (abandoned pay page). */
  PAYMENT_EXPIRE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** Pending card payments older than this are checked with the provider by the reconciliation job. */
  PAYMENT_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(1).default(120),
  PAYMENT_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(60),

  /**
   * How often (minutes) the monthly operations history report looks for a month to send
   * (reportHistoryOperation); 0 turns the job off in this process.
   */
  HISTORY_REPORT_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),

  /**
   * Issue 23 (helper REM): how often (seconds) the stay reminders are looked for
   * (jobs/parking-reminder-job.ts); 0 turns the job off in this process.
   */
  REMINDER_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),

  /**
   * Issue 25 (helper B): the retention job (jobs/retention-job.ts, services/platform/
   * retention-service.ts) runs every RETENTION_INTERVAL_MINUTES (0 = off) and deletes what has
   * outlived its use. Idempotency keys: kept at least 24 h, past the providers' webhook retry
   * window (YooKassa retries for 24 h), so a late retry is still recognised. Codes: captchas,
   * one-time codes, unfinished registrations, code-send and login-attempt counters, days after
   * their expiry. Tokens: days after their expiry or revocation. Outbox: sent or failed messages
   * and their attachments (never an unsent one). Enforcement: plate checks older than this.
   */
  RETENTION_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),
  RETENTION_IDEMPOTENCY_HOURS: z.coerce
    .number()
    .int()
    .min(24, 'at least 24 (the providers retry webhooks for up to 24 hours)')
    .max(24 * 365)
    .default(72),
  RETENTION_CODES_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  RETENTION_TOKENS_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  RETENTION_OUTBOX_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  RETENTION_ENFORCEMENT_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /**
   * The web push (VAPID, RFC 8292) key pair, base64url as web-push's generateVAPIDKeys gives it.
   * Unset: each city generates a pair once and keeps it in its database (city_secrets), so all
   * instances sign alike. VAPID_SUBJECT: the contact push services see (mailto: or https:);
   * unset, a mailto: of MAIL_FROM's address.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'base64url')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'mailto: or https:')
    .optional(),

  /** Shared key of the barrier gates (POST /api/gate/entry, /exit; header X-Gate-Key). Unset: those calls are off. */
  GATE_API_KEY: z.string().min(16, 'at least 16 characters').optional(),

  /** The operator's key for registering receipt payments (POST /api/operator/receipt-paid; header X-Operator-Key). Unset: that call is off. */
  OPERATOR_API_KEY: z.string().min(16, 'at least 16 characters').optional(),

  /**
   * The fines source the server pulls (issue 7): an HTTP(S) URL answering the fines import format
   * (JSON, or CSV when its content type says text/csv); '{city}' in it is replaced by the city code.
   * Unset: no pull (fines then come only from the operator's import).
   */
  FINES_SOURCE_URL: z.string().url('a URL').optional(),
  /** The format of that answer when its content type does not say. */
  FINES_SOURCE_FORMAT: z.enum(['json', 'csv']).default('json'),
  /** How often (seconds) the fines source is pulled. */
  FINES_PULL_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  /**
   * Hosts that fetches of URLs from data (picture URLs in a fines import or pull) may reach on
   * loopback, private or link-local addresses: comma-separated `host` or `host:port`, IPv6 in
   * brackets (`127.0.0.1:9000,[::1]:9000,pictures.local`). Empty by default: such URLs reach public
   * addresses only. Meant for local stand-ins in tests and development; FINES_SOURCE_URL's own
   * host needs no entry (it is configuration).
   */
  OUTBOUND_ALLOW_HOSTS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(z.string().regex(/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/, 'host or host:port entries')),
    ),

  /**
   * What a city's fresh database starts with: 'demo' (generated zones, objects and content) or
   * 'empty' (nothing but the defaults; zones, tariffs and content come from the console or an
   * import). CITY_DATA_<CITY> (code upper-cased, '-' as '_') overrides it for one city.
   */
  CITY_DATA: CityDataSchema.default('demo'),
  /**
   * When set, every hosted city gets a demo operator (login `operator`) with this password at its
   * first operator login, unless that login exists already. Unset: operators come only from
   * scripts/create-operator.ts. Never set it in production.
   */
  DEMO_OPERATOR_PASSWORD: z.string().min(8, 'at least 8 characters').max(200).optional(),
  /**
   * When set, every hosted city gets a demo company (inn 5902183383, contract КП-0001) with this
   * password at its first company login, unless that login exists already. Unset: companies come
   * only from the operator (POST /api/operator/companies) or scripts/create-company.ts.
   */
  DEMO_COMPANY_PASSWORD: z.string().min(8, 'at least 8 characters').max(200).optional(),
});
export type Env = z.infer<typeof EnvSchema>;

/** Values of <NAME>_<CITY> variables by city code (upper-cased in the name, '-' as '_'). */
function perCityValues(env: NodeJS.ProcessEnv, name: string): Record<string, string> {
  const pattern = new RegExp(`^${name}_([A-Z0-9_]+)$`);
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    const match = pattern.exec(key);
    if (match && value) result[match[1]!.toLowerCase().replace(/_/g, '-')] = value;
  }
  return result;
}

/** Per-city server URLs: DATABASE_URL_<CITY> with the code upper-cased and '-' as '_'. */
export function perCityDatabaseUrls(env: NodeJS.ProcessEnv): Record<string, string> {
  return perCityValues(env, 'DATABASE_URL');
}

/** Per-city start data: CITY_DATA_<CITY>=demo|empty (parseEnv refuses other values). */
export function perCityData(env: NodeJS.ProcessEnv): Record<string, CityData> {
  const given = perCityValues(env, 'CITY_DATA');
  return Object.fromEntries(
    Object.entries(given).filter(
      (entry): entry is [string, CityData] => CityDataSchema.safeParse(entry[1]).success,
    ),
  );
}

export class ConfigError extends Error {}

export function parseEnv(env: NodeJS.ProcessEnv): Env {
  // An empty variable means "not set" (e.g. DATABASE_URL= to force the embedded database).
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  for (const [city, url] of Object.entries(perCityDatabaseUrls(env))) {
    if (!PostgresUrl.safeParse(url).success) {
      throw new ConfigError(`Invalid configuration:\n  DATABASE_URL for city ${city}: not a postgres URL`);
    }
  }
  for (const [city, data] of Object.entries(perCityValues(env, 'CITY_DATA'))) {
    if (!CityDataSchema.safeParse(data).success) {
      throw new ConfigError(`Invalid configuration:\n  CITY_DATA for city ${city}: demo or empty`);
    }
  }
  return parsed.data;
}
