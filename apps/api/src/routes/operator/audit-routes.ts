import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditAnswerSchema, AuditQuerySchema } from '@parking/domain/staff/staff-contracts';
import { namedSchemaErrorFormatter } from '../../plugins/named-schema-errors.ts';
import { requireStaff } from '../../plugins/guards/require-operator.ts';
import { searchAudit } from '../../services/operator/audit-service.ts';

/** The audit log of staff changes (issue 20 item 2): read-only, administrators only. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(namedSchemaErrorFormatter);
  app.get(
    '/api/operator/audit',
    {
      preValidation: requireStaff('audit'),
      schema: {
        tags: ['operator', 'staff'],
        security: [{ bearer: [] }],
        summary:
          'The audit log, newest first: q (action, entity id, login, reason, before/after text), entity, ' +
          'staff (login), from, to (ISO 8601), page, pageSize. Items: id, at, staffId, staffLogin, clientIp, ' +
          'action, entity, entityId, before, after, reason. Administrators only: else Forbidden (403)',
        querystring: AuditQuerySchema,
        response: { 200: AuditAnswerSchema },
      },
    },
    async (request) => ({ status: 'ok' as const, ...(await searchAudit(request.city, request.query)) }),
  );
};
