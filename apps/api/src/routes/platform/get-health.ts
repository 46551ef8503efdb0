import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@parking/domain/envelope';
import type { CityDirectory } from '../../config/city-directory.ts';
import { checkDatabase } from '../../services/platform/check-database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { CalendarCoverage } from '@parking/domain/staff/calendar-contracts';
import { calendarCoverage } from '../../services/calendar/calendar-coverage.ts';

const pickHealth = ({ lastDate, daysLeft, warning }: CalendarCoverage) => ({ lastDate, daysLeft, warning });

/** Per open city: the production calendar's last day and whether it ends within 60 days. */
const CalendarHealthSchema = z.record(
  z.string(),
  z.object({ lastDate: z.string().nullable(), daysLeft: z.number().int().nullable(), warning: z.boolean() }),
);

/**
 * GET /api/health: the process is up and the default city's database answers; `calendar` warns
 * per open city when its production calendar runs out soon (today's prices fail after it).
 */
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
            200: okEnvelope({
              result: z.object({
                uptimeSeconds: z.number(),
                database: z.literal('ok'),
                calendar: CalendarHealthSchema,
              }),
            }),
          },
        },
      },
      async () => {
        const calendar: z.infer<typeof CalendarHealthSchema> = {};
        try {
          const city = await registry.get(registry.cities.defaultCity)!;
          await checkDatabase(city);
        } catch {
          throw new AppError('ServiceUnavailable', 503);
        }
        // the open cities only (a probe must not open every hosted city's database); one whose
        // database does not answer is left out rather than failing the whole probe
        for (const open of registry.openCities()) {
          const coverage = await calendarCoverage(open).catch(() => null);
          if (coverage) calendar[open.config.city] = pickHealth(coverage);
        }
        return {
          status: 'ok' as const,
          result: { uptimeSeconds: Math.round(process.uptime()), database: 'ok' as const, calendar },
        };
      },
    );
  };
}
