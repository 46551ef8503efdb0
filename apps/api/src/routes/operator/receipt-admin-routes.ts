import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Paid receipts registered by staff (issue 21 item 2). */
export const receiptAdminRoutes: FastifyPluginAsyncZod = async () => {};
