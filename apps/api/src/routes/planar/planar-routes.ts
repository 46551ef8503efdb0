import type { FastifyPluginAsync } from 'fastify';

/** Barrier (planar) parking: /backend/v2/costPlane and payPlane. */
export const PLANAR_ROUTES: FastifyPluginAsync[] = [];
