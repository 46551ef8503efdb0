import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@parking/domain/envelope';
import type { CityDirectory } from '../../config/city-directory.ts';
import { checkDatabase } from '../../services/platform/check-database.ts';
import { AppError } from '../../errors/app-error.ts';

/** GET /api/health: the process is up and the default city's database answers. */
export function getHealthRoute(registry: CityDirectory): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        config: { rateLimit: false },
        schema: {
          tags: ['platform'],
          summary: 'Health check',
          response: {
            200: okEnvelope({ result: z.object({ uptimeSeconds: z.number(), database: z.literal('ok') }) }),
          },
        },
      },
      async () => {
        try {
          const city = await registry.get(registry.cities.defaultCity)!;
          await checkDatabase(city);
        } catch {
          throw new AppError('ServiceUnavailable', 503);
        }
        return {
          status: 'ok' as const,
          result: { uptimeSeconds: Math.round(process.uptime()), database: 'ok' as const },
        };
      },
    );
  };
}
