import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** API keys of partner systems (issue 21 item 4). */
export const apiKeyRoutes: FastifyPluginAsyncZod = async () => {};
