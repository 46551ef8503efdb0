import type { FastifyPluginAsync } from 'fastify';

/**
 * Every city-scoped route plugin. app.ts registers this list twice: under /c/{city} and at the
 * root for the default city. Add a route module here when you add one.
 */
export const CITY_ROUTES: FastifyPluginAsync[] = [];
