import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import type { CityDirectory } from '../config/city-directory.ts';

/**
 * Registers the city routes in one scope. With `fixedCity` (the bare /api of the default city)
 * every request gets that city; otherwise the city comes from the /c/{city} prefix.
 * A city that is not hosted is CityNotFound; one whose database cannot open is
 * ServiceUnavailable, and the next request tries to open it again.
 */
export function cityScope(registry: CityDirectory, routes: FastifyPluginAsync[], fixedCity?: string) {
  return async (app: FastifyInstance) => {
    app.decorateRequest('city', null as never);
    // Callback style with a synchronous path: once a city is open (nearly every request) no
    // promise is made, which is measurable on the busiest calls.
    app.addHook('onRequest', (request, _reply, done) => {
      const code = fixedCity ?? (request.params as { city?: string }).city ?? '';
      const open = registry.openedCity(code);
      if (open) {
        request.city = open;
        done();
        return;
      }
      const pending = registry.get(code);
      if (!pending) {
        done(new AppError('CityNotFound', 404));
        return;
      }
      pending.then(
        (city) => {
          request.city = city;
          done();
        },
        () => done(new AppError('ServiceUnavailable', 503)),
      );
    });
    for (const route of routes) await app.register(route);
  };
}
