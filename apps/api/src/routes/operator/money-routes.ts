import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Money reports, the daily close and the card reconciliation (issue 21 item 3). */
export const moneyRoutes: FastifyPluginAsyncZod = async () => {};
