import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConstructorTimingAnswerSchema,
  ConstructorZonesAnswerSchema,
  SelectedAbonementsAnswerSchema,
  SelectedAbonementsRequestSchema,
} from '@parking/domain/subscriptions/constructor-contracts';
import { driverOf, requireToken } from '../../plugins/guards/require-token.ts';
import { namedSchemaErrorFormatter } from '../../plugins/named-schema-errors.ts';
import {
  getConstructorTiming,
  getConstructorZones,
  selectAbonements,
} from '../../services/subscriptions/constructor-service.ts';

/** The constructor (useSubscriptionConstructor; else FeatureDisabled 403): /backend/v2 getZones, getTiming, selectedAbonements. */
export const constructorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(namedSchemaErrorFormatter);
  app.get(
    '/backend/v2/getZones',
    {
      preHandler: requireToken(),
      schema: {
        tags: ['subscriptions'],
        summary: 'Constructor zones: result [{ code, special, name }]',
        security: [{ bearer: [] }],
        response: { 200: ConstructorZonesAnswerSchema },
      },
    },
    async (request) => {
      driverOf(request);
      return { status: 'ok' as const, result: await getConstructorZones(request.city, request.lang) };
    },
  );
  app.get(
    '/backend/v2/getTiming',
    {
      preHandler: requireToken(),
      schema: {
        tags: ['subscriptions'],
        summary: 'Constructor terms: result [days, ...]',
        security: [{ bearer: [] }],
        response: { 200: ConstructorTimingAnswerSchema },
      },
    },
    async (request) => {
      driverOf(request);
      return { status: 'ok' as const, result: await getConstructorTiming(request.city, request.lang) };
    },
  );
  app.post(
    '/backend/v2/selectedAbonements',
    {
      preHandler: requireToken(),
      schema: {
        tags: ['subscriptions'],
        summary:
          'Price zones (non-empty list of codes) from dateStart (YYYY-MM-DD or DD/MM/YYYY, today to one month ' +
          'ahead) for timing days: result [{ permissionKind, permissionKindCode (the codeSubscription to buy), ' +
          'permissionType, price (kopecks), zones, startDate, days }]. Errors: NoZoneSelected, ZoneNotFound 404, ' +
          'SubscriptionStartDateInvalid, InvalidFormat',
        security: [{ bearer: [] }],
        body: SelectedAbonementsRequestSchema,
        response: { 200: SelectedAbonementsAnswerSchema },
      },
    },
    async (request) => {
      driverOf(request);
      return {
        status: 'ok' as const,
        result: await selectAbonements(request.city, request.body, request.lang),
      };
    },
  );
};
