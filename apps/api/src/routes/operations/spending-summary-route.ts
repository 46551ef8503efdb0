import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SpendingSummaryAnswerSchema,
  SpendingSummaryRequestSchema,
} from '@parking/domain/operations/operations-contracts';
import { driverOf, requireToken } from '../../plugins/guards/require-token.ts';
import { spendingSummary } from '../../services/operations/operations-service.ts';
import { namedSchemaErrorFormatter } from '../../plugins/named-schema-errors.ts';

/**
 * POST /api/profile/get-spending-summary (ours; the seeds have no such call): money spent per
 * week or month with the operations page's filters, for its chart.
 */
export const spendingSummaryRoute: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(namedSchemaErrorFormatter);
  app.post(
    '/api/profile/get-spending-summary',
    {
      preHandler: requireToken(),
      schema: {
        tags: ['profile'],
        summary: 'Money spent per week or month with the operations filters (the chart)',
        description:
          'Body: the get-operations-with-filter filters plus groupBy (week from Monday, or month; ' +
          'default month) in the city time zone. result: buckets in time order with periodStart ' +
          '(DD/MM/YYYY), spent (kopecks: payments, renewals, subscriptions, gate payments minus ' +
          'refunds), refilled (kopecks: top-ups and bonus20) and count; only done operations count.',
        security: [{ bearer: [] }],
        body: SpendingSummaryRequestSchema,
        response: { 200: SpendingSummaryAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      ...(await spendingSummary(request.city, driverOf(request).userId, request.body, request.lang)),
    }),
  );
};
