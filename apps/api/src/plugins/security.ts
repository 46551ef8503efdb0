import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { CityConfig } from '@parking/domain/cities/city-config';
import { AppError } from '../errors/app-error.ts';

export interface SecuritySettings {
  publicUrl: string;
  cities: CityConfig[];
  rateLimitMax: number;
  rateLimitWindowMs: number;
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
 * Strict headers and a strict CSP: scripts only from our origin, no framing, no plugins.
 * Styles allow 'unsafe-inline' because MUI (emotion) injects style tags at run time.
 * Rate limits per client address; answers over the limit are the TooManyRequests envelope.
 */
export const securityPlugin = fp(async (app: FastifyInstance, settings: SecuritySettings) => {
  const https = settings.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...originsOf(settings.cities.map((c) => c.mapSource))],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...originsOf(settings.cities.map((c) => c.apiUrl))],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(rateLimit, {
    max: settings.rateLimitMax,
    timeWindow: settings.rateLimitWindowMs,
    errorResponseBuilder: () => new AppError('TooManyRequests', 429),
  });
});
