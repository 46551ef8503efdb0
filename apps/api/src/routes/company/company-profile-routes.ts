import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddDriverRequestSchema,
  CompanyProfileAnswerSchema,
  DeviceActivationRequestSchema,
  DriverActivationRequestSchema,
  EditDriverRequestSchema,
  FleetDriverAnswerSchema,
  FleetVehicleAnswerSchema,
  RemoveDriverRequestSchema,
} from '@parking/domain/company/company-contracts';
import { namedSchemaErrorFormatter } from '../../plugins/named-schema-errors.ts';
import { companyProfile } from '../../services/company/company-profile.ts';
import { fleetDrivers } from '../../services/company/fleet-drivers.ts';
import { fleetVehicles } from '../../services/company/fleet-vehicles.ts';
import { companyOf, requireCompany } from '../../plugins/guards/require-company.ts';

const DRIVER_RULES =
  'driver: "Last First [Patronymic]" (InvalidDriverName), car_number: a plate of one of the ' +
  "company's vehicles (VehicleNotFound, 404), phone: 11 digits from 7 (a leading 8 is read as 7). " +
  'Conflicts (409): DeviceTaken (another driver drives that vehicle), DoublePhone (another driver ' +
  'of the company has the phone), DriversLimit. Answers the driver row';

/**
 * The corporate profile's calls (document 2 §7 "Corporate"): a corporate token only; every call
 * reads and changes the token's company alone. Bodies are JSON or form-encoded.
 */
export const companyProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(namedSchemaErrorFormatter);
  const guard = { preHandler: requireCompany };
  const doc = { tags: ['corporate'], security: [{ bearer: [] }] };

  app.get(
    '/api/corp-profile/get-profile',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'The company: email, inn, name, contractNumber, balance (whole roubles, cut), balanceKopecks, ' +
          'ts (vehicles: id, numberTs, vin, imei, active), drivers (id, name, lastName, firstName, ' +
          'middleName, phone, ts, device, active), devices (id = the vehicle id, active, imei, vin), ' +
          'removedDrivers (id, name, phone: drivers removed from the fleet whose operations remain; ' +
          'the operations filter takes their id as Driver)',
        response: { 200: CompanyProfileAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      result: await companyProfile(request.city, companyOf(request).companyId),
    }),
  );

  app.put(
    '/api/corp-profile/add-driver',
    {
      ...guard,
      schema: {
        ...doc,
        summary: `Adds a driver (inactive until activate-driver). ${DRIVER_RULES}`,
        body: AddDriverRequestSchema,
        response: { 200: FleetDriverAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      result: await fleetDrivers.add(request.city, companyOf(request).companyId, request.body),
    }),
  );

  app.post(
    '/api/corp-profile/edit-driver',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Edits a driver: driver, car_number, phone find the row (DriverNotFound, 404); driver_n, ' +
          'car_number_n, phone_n replace them. The driver stays active unless the phone changes. ' +
          DRIVER_RULES,
        body: EditDriverRequestSchema,
        response: { 200: FleetDriverAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      result: await fleetDrivers.edit(request.city, companyOf(request).companyId, request.body),
    }),
  );

  app.delete(
    '/api/corp-profile/remove-driver',
    {
      ...guard,
      // a DELETE body is not sent by every client: the query string serves as well
      preValidation: async (request) => {
        const body = request.body as Record<string, unknown> | undefined | null;
        if (!body || Object.keys(body).length === 0)
          request.body = { ...(request.query as object) } as typeof request.body;
      },
      schema: {
        ...doc,
        summary:
          'Removes a driver: driver, car_number, phone (in the body or the query) as the list shows ' +
          'them; DriverNotFound (404). Answers the removed driver. Their past operations keep the name',
        body: RemoveDriverRequestSchema,
        response: { 200: FleetDriverAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      result: await fleetDrivers.remove(request.city, companyOf(request).companyId, request.body),
    }),
  );

  for (const [path, active] of [
    ['/api/corp-profile/activate-driver', true],
    ['/api/corp-profile/deactivate-driver', false],
  ] as const) {
    app.put(
      path,
      {
        ...guard,
        schema: {
          ...doc,
          summary:
            `${active ? 'Activates' : 'Deactivates'} a driver: fio, phone_number (DriverNotFound, 404), ` +
            "inn (the logged-in company's, else InnMismatch, 400). Answers the driver row",
          body: DriverActivationRequestSchema,
          response: { 200: FleetDriverAnswerSchema },
        },
      },
      async (request) => ({
        status: 'ok' as const,
        result: await fleetDrivers.setActive(request.city, companyOf(request), request.body, active),
      }),
    );
  }

  for (const [path, active] of [
    ['/api/corp-profile/activate-device', true],
    ['/api/corp-profile/deactivate-device', false],
  ] as const) {
    app.put(
      path,
      {
        ...guard,
        schema: {
          ...doc,
          summary:
            `${active ? 'Activates' : 'Deactivates'} a tracking device: grz (the vehicle's plate) and ` +
            'the vin and imei sent must match the vehicle (else VehicleNotFound, 404); inn (the ' +
            "logged-in company's, else InnMismatch, 400). Answers the vehicle row",
          body: DeviceActivationRequestSchema,
          response: { 200: FleetVehicleAnswerSchema },
        },
      },
      async (request) => ({
        status: 'ok' as const,
        result: await fleetVehicles.setActive(request.city, companyOf(request), request.body, active),
      }),
    );
  }
};
