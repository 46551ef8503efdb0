import type { FastifyPluginAsync } from 'fastify';
import { costPlaneRoute } from './cost-plane-route.ts';
import { gateEntryRoute } from './gate-entry-route.ts';
import { gateExitRoute } from './gate-exit-route.ts';
import { payPlaneRoute } from './pay-plane-route.ts';

/** Barrier (planar) parking: /backend/v2/costPlane and payPlane, and the gates' own calls. */
export const PLANAR_ROUTES: FastifyPluginAsync[] = [
  costPlaneRoute,
  payPlaneRoute,
  gateEntryRoute,
  gateExitRoute,
];
