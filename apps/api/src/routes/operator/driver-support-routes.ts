import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Driver support (issue 21 item 1). */
export const driverSupportRoutes: FastifyPluginAsyncZod = async () => {};
