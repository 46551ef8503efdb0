import Fastify, { type FastifyInstance } from 'fastify';
import type { CityContext } from '../config/city-context.ts';
import type { CityDirectory } from '../config/city-directory.ts';
import { scheduledJob, type JobDefinition } from './scheduled-job.ts';

/**
 * Test support: one "instance" of the app reduced to what a scheduled job needs, a registry
 * whose open cities are `cities` and the job. Two hosts on one database are two instances.
 */
export async function startJobHost(cities: CityContext[], job: JobDefinition): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  const registry: Pick<CityDirectory, 'openCities'> = { openCities: () => cities };
  app.decorate('cityRegistry', registry as CityDirectory);
  await app.register(scheduledJob(`test-job-${job.name}`, () => job));
  await app.ready();
  return app;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
