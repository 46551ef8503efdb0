import type { FastifyPluginAsync } from 'fastify';
import { companyLoginRoute } from './company-login-route.ts';
import { companyProfileRoutes } from './company-profile-routes.ts';
import { fleetVehicleRoutes } from './fleet-vehicle-routes.ts';
import { getBalanceRoute } from './get-balance-route.ts';

/**
 * The corporate (fleet) area's accounts calls (issue 8): login, profile, drivers, vehicles and
 * devices, the balance. The operations list is get-operations-with-filter (routes/operations).
 */
export const CORPORATE_ROUTES: FastifyPluginAsync[] = [
  companyLoginRoute,
  companyProfileRoutes,
  fleetVehicleRoutes,
  getBalanceRoute,
];
