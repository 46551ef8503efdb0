import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { CityConfig } from '@parking/domain/cities/city-config';
import type { ProviderSettings } from '../config/payment-settings.ts';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '../errors/app-error.ts';
import { rateLimitPlugin, type RateLimitSettings } from './rate-limit.ts';
import { localRouteLimitStore } from './local-route-limit-store.ts';
import { sharedRouteLimitStore } from './shared-route-limit-store.ts';

export interface SecuritySettings {
  publicUrl: string | undefined;
  cities: CityConfig[];
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** The database that shares the global limit's counts between instances (decision 0017). */
  rateLimitSharedDb?: RateLimitSettings['sharedDb'];
  /** Every hosted city's card provider: a widget's script, frames and calls are let in (issue 22). */
  paymentProviders?: ProviderSettings[];
}

/**
 * What a card widget on our /payment page needs (CloudPayments): its script's origin for
 * script-src, frame-src (the widget draws its card form in a frame of its own origin) and
 * connect-src, and the API's origin for connect-src. Nothing for the sandbox or YooKassa.
 */
export function widgetOrigins(providers: ProviderSettings[] = []): {
  script: string[];
  frame: string[];
  connect: string[];
} {
  const widgets = providers.flatMap((p) => (p.kind === 'cloudpayments' ? [p] : []));
  const script = originsOf(widgets.map((p) => p.widgetUrl));
  return { script, frame: script, connect: originsOf(widgets.flatMap((p) => [p.widgetUrl, p.apiUrl])) };
}

/** Origins the page may load map tiles from (each city's mapSource) and call (absolute apiUrls). */
function originsOf(urls: string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      origins.add(new URL(url.replace(/\{[a-z]\}/g, 'a')).origin);
    } catch {
      // Relative or empty: same origin, already allowed by 'self'.
    }
  }
  return [...origins];
}

/**
 * The headers helmet would set, worked out once. helmet (and @fastify/helmet over it) rebuilds
 * the CSP string on every request, which cost about 15 µs a request on the payment calls; ours
 * has no per-request part (no nonces), so one computed set serves every answer. A route may
 * still override one (the sandbox bank's pay page sets its own CSP).
 */
function staticHelmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)({} as never, response as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Strict headers and a strict CSP: scripts only from our origin (and a city's card widget),
 * nobody frames us, no plugins; we frame only our own pages, the blob: PDFs we print and the
 * card widget.
 * Styles allow 'unsafe-inline' because MUI (emotion) injects style tags at run time.
 * Rate limits per client address (all routes, and stricter ones on the sign-in and code calls);
 * answers over a limit are the TooManyRequests envelope.
 */
export const securityPlugin = fp(async (app: FastifyInstance, settings: SecuritySettings) => {
  const https = settings.publicUrl?.startsWith('https://') ?? false;
  const widget = widgetOrigins(settings.paymentProviders);
  const headers = staticHelmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...widget.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...originsOf(settings.cities.map((c) => c.mapSource))],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [
          "'self'",
          ...new Set([...originsOf(settings.cities.map((c) => c.apiUrl)), ...widget.connect]),
        ],
        // printing a receipt loads the PDF the page fetched into a hidden frame as a blob: URL
        frameSrc: ["'self'", 'blob:', ...widget.frame],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        // the installable app (issue 23): our own service worker and web app manifest
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // every route: our synchronous per-client limit (decision 0007), shared by instances (0017)
  await app.register(rateLimitPlugin, {
    max: settings.rateLimitMax,
    windowMs: settings.rateLimitWindowMs,
    sharedDb: settings.rateLimitSharedDb,
  });
  // the stricter limits of the sign-in and code calls (their config.rateLimit), on top of it
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('TooManyRequests', 429),
    // shared by every instance like the global limit (decision 0017); in memory without a database
    ...(settings.rateLimitSharedDb
      ? { store: sharedRouteLimitStore(settings.rateLimitSharedDb), skipOnError: true }
      : { store: localRouteLimitStore }),
  });
});
