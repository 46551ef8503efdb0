import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OkAnswerSchema } from '@parking/domain/accounts/auth-responses';
import { VehicleAnswerSchema, VehiclesAnswerSchema } from '@parking/domain/profile/profile-answers';
import {
  AddVehicleRequestSchema,
  ChangeCarsRequestSchema,
  DeleteVehicleRequestSchema,
  EditVehicleRequestSchema,
} from '@parking/domain/profile/vehicle-contracts';
import { driverOf, requireToken } from '../../plugins/guards/require-token.ts';
import { vehicleService } from '../../services/profile/vehicle-service.ts';
import { namedSchemaErrorFormatter } from '../../plugins/named-schema-errors.ts';

const RULES =
  'Plate: spaces removed, at most 9 characters, a Russian type (standard, transit, taxi, moto, MVD ' +
  'standard, trailer, moto; 2 or 3 region digits; Latin look-alikes become Cyrillic) or a foreign ' +
  'plate as typed. Errors: EmptyTs, InvalidFormat, CategoryMismatch (A only with a moto plate and a ' +
  'moto plate only with A), VehicleExists, StsExists (STS 99 aa 999999, case-insensitive), occupied ' +
  '(parked right now), VehicleNotFound, VehiclesLimit (20)';

/** POST, PUT, DELETE /api/profile/car, PUT change-cars and change-cars-v2 (document 2 §7). */
export const vehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(namedSchemaErrorFormatter);
  const guard = { preHandler: requireToken() };
  const doc = { tags: ['profile'], security: [{ bearer: [] }] };

  app.post(
    '/api/profile/car',
    {
      ...guard,
      schema: {
        ...doc,
        summary: `Add a vehicle (mainTs=true makes it main; the first one is main). ${RULES}`,
        body: AddVehicleRequestSchema,
        response: { 200: VehicleAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      result: await vehicleService.add(request.city, driverOf(request).userId, request.body),
    }),
  );

  app.put(
    '/api/profile/car',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Edit the vehicle whose plate is oldgrz: newgrz (or numberTs) and any field sent; mainTs=true ' +
          `makes it main and unsets the old main in the same transaction. ${RULES}`,
        body: EditVehicleRequestSchema,
        response: { 200: VehicleAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      result: await vehicleService.edit(request.city, driverOf(request).userId, request.body, request.lang),
    }),
  );

  app.delete(
    '/api/profile/car',
    {
      ...guard,
      schema: {
        ...doc,
        summary: 'Delete the vehicle numberTs (or oldgrz). VehicleNotFound, occupied',
        body: DeleteVehicleRequestSchema,
        response: { 200: OkAnswerSchema },
      },
    },
    async (request) => {
      await vehicleService.remove(request.city, driverOf(request).userId, request.body.numberTs);
      return { status: 'ok' as const };
    },
  );

  const changeCars = {
    ...doc,
    body: ChangeCarsRequestSchema,
  };
  app.put(
    '/api/profile/change-cars',
    {
      ...guard,
      schema: {
        ...changeCars,
        summary:
          'Replace the whole vehicle list: car (a list of vehicles, or its JSON text in a form field); ' +
          `a plate kept keeps its id. ${RULES}`,
        response: { 200: OkAnswerSchema },
      },
    },
    async (request) => {
      await vehicleService.replaceAll(request.city, driverOf(request).userId, request.body);
      return { status: 'ok' as const };
    },
  );
  app.put(
    '/api/profile/change-cars-v2',
    {
      ...guard,
      schema: {
        ...changeCars,
        summary: 'As change-cars, answering the new list (result: vehicles, main first)',
        response: { 200: VehiclesAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      result: await vehicleService.replaceAll(request.city, driverOf(request).userId, request.body),
    }),
  );
};
