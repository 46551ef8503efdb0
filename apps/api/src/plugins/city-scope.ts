import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import type { CityRegistry } from '../config/city-registry.ts';

/**
 * Registers the city routes in one scope. With `fixedCity` (the bare /api of the default city)
 * every request gets that city; otherwise the city comes from the /c/{city} prefix.
 * A city that is not hosted is CityNotFound; one whose database cannot open is
 * ServiceUnavailable, and the next request tries to open it again.
 */
export function cityScope(registry: CityRegistry, routes: FastifyPluginAsync[], fixedCity?: string) {
  return async (app: FastifyInstance) => {
    app.decorateRequest('city', null as never);
    app.addHook('onRequest', async (request) => {
      const code = fixedCity ?? (request.params as { city?: string }).city ?? '';
      const pending = registry.get(code);
      if (!pending) throw new AppError('CityNotFound', 404);
      try {
        request.city = await pending;
      } catch {
        throw new AppError('ServiceUnavailable', 503);
      }
    });
    for (const route of routes) await app.register(route);
  };
}
