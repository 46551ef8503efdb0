import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The enforcement check (issue 21 item 4). */
export const enforcementRoutes: FastifyPluginAsyncZod = async () => {};
