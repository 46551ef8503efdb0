import type { FastifyPluginAsync } from 'fastify';
import { costRoutes } from './cost-routes.ts';
import { noBalanceRoutes } from './no-balance-routes.ts';
import { renewCancelRoutes } from './renew-cancel-routes.ts';
import { startRoutes } from './start-routes.ts';

/** Session payment calls (document 2 §7 "Session payment", api-paths.md "Payments"). */
export const SESSION_ROUTES: FastifyPluginAsync[] = [
  costRoutes,
  startRoutes,
  renewCancelRoutes,
  noBalanceRoutes,
];
