import type { FastifyPluginAsync } from 'fastify';

/** Session payment calls (document 2 §7 "Session payment", api-paths.md "Payments"). */
export const SESSION_ROUTES: FastifyPluginAsync[] = [];
