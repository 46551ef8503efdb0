import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FleetParkingRequestSchema } from '@parking/domain/corporate/corporate-contracts';
import { CostAnswerSchema, SessionPaymentAnswerSchema } from '@parking/domain/payments/session-contracts';
import { companyOf, requireCompany } from '../../services/corporate/require-company.ts';
import { quoteFleetCost, startFleetFromCompany } from '../../services/fleet-parking/coop-fleet-parking.ts';
import { idempotencyKeyOf } from '../payment/idempotency-key-of.ts';
import { rejectInvalid } from '../payment/payment-input.ts';

/**
 * Fleet parking from /coop-profile (issue 8 item 4): the cost and the start of a stay for the
 * company vehicle of one of the company's drivers, charged to the company balance. Answers are
 * shaped like /api/payment/cost and /api/payment/start.
 */
const fleetParkingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/corp-profile/cost',
    {
      preHandler: requireCompany,
      attachValidation: true,
      schema: {
        tags: ['corporate'],
        summary:
          "Cost of a stay for a company driver's vehicle now (kopecks, like /api/payment/cost) with the company balance; DriverNotFound 404, DriverInactive, DeviceInactive, VehicleNotFound 409",
        security: [{ bearer: [] }],
        body: FleetParkingRequestSchema,
        response: { 200: CostAnswerSchema },
      },
    },
    async (request) => {
      rejectInvalid(request);
      const { companyId } = companyOf(request);
      const answer = await quoteFleetCost(request.city, companyId, request.body, request.lang);
      return { status: 'ok' as const, ...answer };
    },
  );

  app.post(
    '/api/corp-profile/start-parking',
    {
      preHandler: requireCompany,
      attachValidation: true,
      schema: {
        tags: ['corporate'],
        summary:
          "Start a stay for a company driver's vehicle on the company balance (Idempotency-Key header); answers like /api/payment/start with the company's balance. DriverNotFound 404, DriverInactive, DeviceInactive, VehicleNotFound, ParkingSessionAlreadyExists 409, NoMoneyNoHoney 402 (nothing kept)",
        security: [{ bearer: [] }],
        body: FleetParkingRequestSchema,
        response: { 200: SessionPaymentAnswerSchema },
      },
    },
    async (request) => {
      rejectInvalid(request);
      const { companyId } = companyOf(request);
      const key = idempotencyKeyOf(request);
      const answer = await startFleetFromCompany(request.city, companyId, request.body, key, request.lang);
      return { status: 'ok' as const, ...answer };
    },
  );
};

export const FLEET_PARKING_ROUTES: FastifyPluginAsync[] = [fleetParkingRoutes];
