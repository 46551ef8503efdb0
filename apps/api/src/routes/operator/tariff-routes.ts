import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NewTariffVersionRequestSchema,
  TariffVersionAnswerSchema,
  TariffVersionParamsSchema,
  TariffZoneAnswerSchema,
  TariffZoneListAnswerSchema,
  TariffZoneListQuerySchema,
  TariffZoneParamsSchema,
} from '@parking/domain/staff/tariff-contracts';
import { namedSchemaErrorFormatter } from '../../plugins/named-schema-errors.ts';
import { requireStaff } from '../../plugins/guards/require-operator.ts';
import {
  cancelTariffVersion,
  getTariffZone,
  listTariffZones,
  scheduleTariffVersion,
} from '../../services/tariffs/tariff-service.ts';
import { staffActor } from './staff-actor.ts';

/** Tariff versions of the zones (issue 20 item 4): tariff managers and administrators; each change is audited. */
export const tariffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(namedSchemaErrorFormatter);
  // preValidation: the token and role are checked before the body is read
  const guard = { preValidation: requireStaff('tariffs') };
  const doc = { tags: ['operator', 'tariffs'], security: [{ bearer: [] }] };
  const refused = 'Other roles: Forbidden (403)';

  app.get(
    '/api/operator/tariffs',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Zones with the tariff version in force now (min and max price per hour, kopecks) and the count of ' +
          `coming versions: q (zone number or name), page, pageSize (1-100). ${refused}`,
        querystring: TariffZoneListQuerySchema,
        response: { 200: TariffZoneListAnswerSchema },
      },
    },
    async (request) => ({ status: 'ok' as const, ...(await listTariffZones(request.city, request.query)) }),
  );

  app.get(
    '/api/operator/tariffs/:zonenumber',
    {
      ...guard,
      schema: {
        ...doc,
        summary: `A zone's current and coming tariff versions side by side, and the last past ones. ZoneNotFound (404). ${refused}`,
        params: TariffZoneParamsSchema,
        response: { 200: TariffZoneAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      ...(await getTariffZone(request.city, request.params.zonenumber)),
    }),
  );

  app.post(
    '/api/operator/tariffs/:zonenumber',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Schedules a tariff version: effectiveFrom (ISO 8601, in the future: TariffVersionInPast), inactive, days ' +
          '(default, saturday, sunday, holiday: intervals timeFrom-timeTo HH:MM covering 00:00-24:00, pricePerHour ' +
          'whole kopecks 0-1000000: TariffVersionInvalid with fields saying where). Another version at that instant: ' +
          `TariffVersionExists (409). ZoneNotFound (404). ${refused}`,
        params: TariffZoneParamsSchema,
        body: NewTariffVersionRequestSchema,
        response: { 200: TariffVersionAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      version: await scheduleTariffVersion(
        request.city,
        staffActor(request),
        request.params.zonenumber,
        request.body,
      ),
    }),
  );

  app.delete(
    '/api/operator/tariffs/:zonenumber/versions/:id',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Cancels a coming tariff version; one already in force or past: TariffVersionInForce (409). ' +
          `TariffVersionNotFound, ZoneNotFound (404). ${refused}`,
        params: TariffVersionParamsSchema,
        response: { 200: TariffVersionAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      version: await cancelTariffVersion(
        request.city,
        staffActor(request),
        request.params.zonenumber,
        request.params.id,
      ),
    }),
  );
};
