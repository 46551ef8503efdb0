import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FleetCancelAnswerSchema,
  FleetCancelRequestSchema,
  FleetParkingRequestSchema,
  FleetSessionsAnswerSchema,
} from '@parking/domain/company/company-contracts';
import { CostAnswerSchema, SessionPaymentAnswerSchema } from '@parking/domain/payments/session-contracts';
import { companyOf, requireCompany } from '../../plugins/guards/require-company.ts';
import { quoteFleetCost, startFleetFromCompany } from '../../services/fleet-parking/company-fleet-parking.ts';
import {
  cancelFleetFromCompany,
  companySessions,
} from '../../services/fleet-parking/company-fleet-sessions.ts';
import { idempotencyKeyOf } from '../payment/idempotency-key-of.ts';
import { rejectInvalid } from '../payment/payment-input.ts';

/**
 * Fleet parking from /coop-profile (issue 8 item 4): the cost and the start of a stay for the
 * company vehicle of one of the company's drivers, charged to the company balance, the company's
 * running stays and their stop. Answers are shaped like /api/payment/cost, /api/payment/start and
 * /api/payment/cancel.
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

  app.get(
    '/api/corp-profile/get-sessions',
    {
      preHandler: requireCompany,
      schema: {
        tags: ['corporate'],
        summary:
          "The company's running fleet stays (and deferred ones), newest first, each like a driver's session with the company driver (driver, driverPhone, driverId; null once removed)",
        security: [{ bearer: [] }],
        response: { 200: FleetSessionsAnswerSchema },
      },
    },
    async (request) => {
      const { companyId } = companyOf(request);
      return { status: 'ok' as const, result: await companySessions(request.city, companyId) };
    },
  );

  app.post(
    '/api/corp-profile/cancel-parking',
    {
      preHandler: requireCompany,
      attachValidation: true,
      schema: {
        tags: ['corporate'],
        summary:
          "Stop one of the company's running stays; unused whole minutes back to the company balance (Idempotency-Key header); answers like /api/payment/cancel with the company's balance. NoSaving (under 30 min left), ParkingSessionIsOver 409, ParkingSessionNotFound 404 (another company's or a driver's own session)",
        security: [{ bearer: [] }],
        body: FleetCancelRequestSchema,
        response: { 200: FleetCancelAnswerSchema },
      },
    },
    async (request) => {
      rejectInvalid(request);
      const { companyId } = companyOf(request);
      const { ReservationId, idempotencyKey } = request.body;
      const key = idempotencyKeyOf(request, idempotencyKey);
      const answer = await cancelFleetFromCompany(request.city, companyId, ReservationId, key, request.lang);
      return { status: 'ok' as const, ...answer };
    },
  );
};

export const FLEET_PARKING_ROUTES: FastifyPluginAsync[] = [fleetParkingRoutes];
