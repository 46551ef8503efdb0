import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompanyOkAnswerSchema,
  FleetVehicleAnswerSchema,
  FleetVehicleIdParamsSchema,
  FleetVehicleRequestSchema,
} from '@parking/domain/company/company-contracts';
import { namedSchemaErrorFormatter } from '../../plugins/named-schema-errors.ts';
import { fleetVehicles } from '../../services/company/fleet-vehicles.ts';
import { companyOf, requireCompany } from '../../plugins/guards/require-company.ts';

/** POST /api/profile/ts/1 and DELETE /api/profile/ts/{id} (document 2 §7): the company's vehicles. */
export const fleetVehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(namedSchemaErrorFormatter);
  const guard = { preHandler: requireCompany };
  const doc = { tags: ['corporate'], security: [{ bearer: [] }] };

  app.post(
    '/api/profile/ts/1',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Adds a company vehicle with its tracking device (corporate token): number (a plate, normalised ' +
          "like a driver's), VINNumber (17 characters, no I, O, Q: InvalidVin), IMEI (15 digits with the " +
          'Luhn digit: InvalidImei); a VIN or an IMEI is required (VIN_IMEI_EMPTY). The device starts ' +
          'inactive. Conflicts (409): VehicleExists (the plate, in the company), DeviceExists (the VIN in ' +
          'the company or the IMEI in any fleet of the city), VehiclesLimit. Answers the vehicle row',
        body: FleetVehicleRequestSchema,
        response: { 200: FleetVehicleAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      result: await fleetVehicles.add(request.city, companyOf(request).companyId, request.body),
    }),
  );

  app.delete(
    '/api/profile/ts/:id',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          "Removes the company's vehicle id with its device: another company's id or an unknown one: " +
          'VehicleNotFound (404); a driver drives it: VehicleHasDriver (409); parked right now: occupied (409)',
        params: FleetVehicleIdParamsSchema,
        response: { 200: CompanyOkAnswerSchema },
      },
    },
    async (request) => {
      await fleetVehicles.remove(request.city, companyOf(request).companyId, request.params.id);
      return { status: 'ok' as const };
    },
  );
};
