import type { FastifyPluginAsync } from 'fastify';
import { accountEditRoutes } from './account-edit-routes.ts';
import { documentRoutes } from './document-routes.ts';
import { phoneRoutes } from './phone-routes.ts';
import { vehicleRoutes } from './vehicle-routes.ts';

/** The cabinet's profile calls (issue 5): account edits, settings, phones, vehicles, documents. */
export const CABINET_PROFILE_ROUTES: FastifyPluginAsync[] = [
  accountEditRoutes,
  phoneRoutes,
  vehicleRoutes,
  documentRoutes,
];
