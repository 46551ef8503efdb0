import type { FastifyPluginAsync } from 'fastify';
import { downloadHistoryRoute } from './download-history-route.ts';
import { getOperationsRoutes } from './get-operations-routes.ts';
import { spendingSummaryRoute } from './spending-summary-route.ts';

/** The cabinet's operations history (issue 5): list, spending chart, file export. */
export const OPERATION_ROUTES: FastifyPluginAsync[] = [
  getOperationsRoutes,
  spendingSummaryRoute,
  downloadHistoryRoute,
];
