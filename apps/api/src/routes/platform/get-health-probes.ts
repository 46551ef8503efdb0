import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@parking/domain/envelope';
import type { CityDirectory } from '../../config/city-directory.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Readiness } from '../../services/platform/readiness.ts';

/**
 * The orchestrator's probes. Live: the process runs its event loop (no database: a database
 * outage must not get the process restarted). Ready: send it traffic (cities open, the default
 * city's database answers within a second, not shutting down); 503 ServiceUnavailable otherwise.
 */
export function getHealthProbesRoutes(registry: CityDirectory, readiness: Readiness): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health/live',
      {
        config: { rateLimit: false },
        schema: {
          tags: ['platform'],
          summary: 'Liveness probe: the process answers',
          response: { 200: okEnvelope({ result: z.object({ live: z.literal(true) }) }) },
        },
      },
      async () => ({ status: 'ok' as const, result: { live: true as const } }),
    );
    app.get(
      '/api/health/ready',
      {
        config: { rateLimit: false },
        schema: {
          tags: ['platform'],
          summary:
            'Readiness probe: 503 ServiceUnavailable while starting, shutting down or without the database',
          response: { 200: okEnvelope({ result: z.object({ ready: z.literal(true) }) }) },
        },
      },
      async (request) => {
        const reason = await readiness.check(registry);
        if (reason) {
          request.log.debug({ reason }, 'not ready');
          throw new AppError('ServiceUnavailable', 503);
        }
        return { status: 'ok' as const, result: { ready: true as const } };
      },
    );
  };
}
