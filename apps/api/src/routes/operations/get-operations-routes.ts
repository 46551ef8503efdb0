import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OperationsAnswerSchema,
  OperationsRequestSchema,
} from '@parking/domain/operations/operations-contracts';
import { driverOf, requireToken } from '../../plugins/guards/require-token.ts';
import { listOperations } from '../../services/operations/operations-service.ts';
import { operationsScopeOf } from '../../services/company/operations-scope.ts';
import { namedSchemaErrorFormatter } from '../../plugins/named-schema-errors.ts';

const DESCRIPTION =
  'A page of 50 operations, newest first (occurred_at, id). Filters: StartDate and EndDate ' +
  '(DD/MM/YYYY, the end inclusive to the end of the day in the city time zone), Operation ' +
  '(payment, refill, renew, cancel, paymentSubscription, paymentGate, bonus20 only with useBonus), ' +
  'Vehicle (plate), Zone (zone number or parking code), OrderNumber; offset (0, 50, 100, ...). ' +
  'sum and amount are kopecks; amount is negative for money spent. nextOffset is null on the last page.';

const CORPORATE =
  "With a corporate token: the company's rows, every filter above plus Driver (a company driver id, " +
  'or the 11-digit phone the row recorded; anything else InvalidFormat); driver is the name at the ' +
  "time, null on a driver's own rows.";

/**
 * GET /api/profile/get-operations-v2 (filters in the query) and POST
 * /api/profile/get-operations-with-filter (filters in the body), document 2 §7: the driver's
 * own operations, one page of 50.
 */
export const getOperationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(namedSchemaErrorFormatter);
  app.get(
    '/api/profile/get-operations-v2',
    {
      preHandler: requireToken(),
      schema: {
        tags: ['profile'],
        summary: "The driver's operations history, a page of 50 (filters as get-operations-with-filter)",
        description: DESCRIPTION,
        security: [{ bearer: [] }],
        querystring: OperationsRequestSchema,
        response: { 200: OperationsAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      ...(await listOperations(request.city, driverOf(request).userId, request.query, request.lang)),
    }),
  );
  app.post(
    '/api/profile/get-operations-with-filter',
    {
      preHandler: requireToken('standard', 'corporate'),
      schema: {
        tags: ['profile', 'corporate'],
        summary:
          "The driver's operations history with filters, a page of 50; with a corporate token the " +
          "company's (its drivers' parking and its top-ups), each row with driver (name) and driverPhone",
        description: `${DESCRIPTION} ${CORPORATE}`,
        security: [{ bearer: [] }],
        body: OperationsRequestSchema,
        response: { 200: OperationsAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      ...(await listOperations(
        request.city,
        await operationsScopeOf(request.city, request.auth),
        request.body,
        request.lang,
      )),
    }),
  );
};
