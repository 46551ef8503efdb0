import type { FastifyPluginAsync } from 'fastify';

/** GET /api/openapi.json: the OpenAPI document built from the route schemas. */
export function getOpenApiRoute(): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  };
}
