import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MoneyCloseAnswerSchema,
  MoneyCloseQuerySchema,
  MoneyExportQuerySchema,
  MoneyReconciliationAnswerSchema,
  MoneyReconciliationQuerySchema,
  MoneyReportAnswerSchema,
  MoneyReportQuerySchema,
} from '@parking/domain/staff/money-contracts';
import { namedSchemaErrorFormatter } from '../../plugins/named-schema-errors.ts';
import { requireStaff } from '../../plugins/guards/require-operator.ts';
import { reconcileCards } from '../../services/money/card-reconciliation-service.ts';
import { dailyClose } from '../../services/money/daily-close-service.ts';
import { moneyReportFile } from '../../services/money/money-report-export.ts';
import { moneyReport } from '../../services/money/money-report-service.ts';

/** Money reports, the daily close and the card reconciliation (issue 21 item 3): read-only. */
export const moneyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(namedSchemaErrorFormatter);
  // preValidation: the token and role are checked before the query is read
  const guard = { preValidation: requireStaff('money') };
  const doc = { tags: ['operator', 'money'], security: [{ bearer: [] }] };
  const refused = 'Other roles: Forbidden (403)';
  const period =
    'from, to: city days YYYY-MM-DD, both included (a bad date or to before from: ValidationError, 400';

  app.get(
    '/api/operator/money/report',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Revenue, refunds, net, corrections, bonuses (kopecks, from the city side) and stays (count, minutes) ' +
          'per day, zone or payment method (groupBy, default day), computed from the ledger; total and the ' +
          `system accounts' own movements (ledger, matchesLedger). ${period}; longer than 366 days: ` +
          `MoneyPeriodTooLong, 400). Administrators and accountants. ${refused}`,
        querystring: MoneyReportQuerySchema,
        response: { 200: MoneyReportAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      ...(await moneyReport(request.city, request.query, request.lang)),
    }),
  );

  app.get(
    '/api/operator/money/report/export',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'The report with the same filters as a file: format xlsx (amounts in roubles, days as date cells, ' +
          'the filters above the table) or csv (RFC 4180, UTF-8 with BOM, amounts as 1234.56), with a total row; ' +
          `headings in the request's language. ${period}). ${refused}`,
        querystring: MoneyExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const report = await moneyReport(request.city, query, request.lang);
      const file = await moneyReportFile(report, format, request.lang);
      return reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          `attachment; filename="${file.filename}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        )
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  app.get(
    '/api/operator/money/close',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'The daily close of a city day (date YYYY-MM-DD, today at the latest, else ValidationError): per ledger ' +
          'account kind the opening (journal), the day’s debits, credits and postings, the closing (stored ' +
          'balances less later postings) and their difference; balanced with the differences, which include ' +
          `each column's sum over the kinds (zero in double entry). ${refused}`,
        querystring: MoneyCloseQuerySchema,
        response: { 200: MoneyCloseAnswerSchema },
      },
    },
    async (request) => ({ status: 'ok' as const, ...(await dailyClose(request.city, request.query.date)) }),
  );

  app.get(
    '/api/operator/money/reconciliation',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Card payments made in the period against the payment provider’s statement: counts and totals of ' +
          'each side, matched pairs and the differences (paid_not_credited, credited_not_paid, amount_mismatch, ' +
          `refund_mismatch, ledger_mismatch). ${period}; longer than 93 days: MoneyPeriodTooLong, 400). The ` +
          `provider not answering: CardProviderUnavailable (502). ${refused}`,
        querystring: MoneyReconciliationQuerySchema,
        response: { 200: MoneyReconciliationAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      ...(await reconcileCards(request.city, request.query, request.log)),
    }),
  );
};
