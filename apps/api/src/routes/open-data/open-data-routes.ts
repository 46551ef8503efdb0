import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Open data (issue 21 item 6). */
export const openDataRoutes: FastifyPluginAsyncZod = async () => {};
