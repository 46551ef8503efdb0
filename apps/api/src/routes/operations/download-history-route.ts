import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DownloadHistoryQuerySchema } from '@parking/domain/operations/operations-contracts';
import { driverOf, requireToken } from '../../plugins/guards/require-token.ts';
import { exportHistory } from '../../services/operations/export-history.ts';
import { namedSchemaErrorFormatter } from '../../plugins/named-schema-errors.ts';

/**
 * GET /api/profile/download-history/v1 (document 2 §7): the filtered history as a file, the
 * token in the query (a download link cannot carry a header). Streamed a batch at a time.
 */
export const downloadHistoryRoute: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(namedSchemaErrorFormatter);
  app.get(
    '/api/profile/download-history/v1',
    {
      preHandler: requireToken(),
      schema: {
        tags: ['profile'],
        summary: 'The operations history as an xlsx workbook (type=xls) or a PDF (type=pdf)',
        description:
          'Query: the get-operations-with-filter filters, type (xls or pdf), token, optional lang ' +
          '(ru or en: the headings). Answers the file (attachment, operations-YYYY-MM-DD.xlsx or ' +
          '.pdf): xlsx with date cells in the city time zone and amounts in roubles (negative: ' +
          'spent); PDF in DejaVu Sans: the period and the other filters used above a table whose ' +
          'header (headings whole, on two lines where needed) repeats on every page. A bad ' +
          'filter answers the error envelope.',
        security: [{ bearer: [] }],
        querystring: DownloadHistoryQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await exportHistory(request.city, driverOf(request).userId, request.query, request.lang);
      void reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          `attachment; filename="${file.filename}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        )
        .header('cache-control', 'no-store');
      return reply.send(file.stream);
    },
  );
};
