import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OkAnswerSchema } from '@parking/domain/accounts/auth-responses';
import {
  AddDocumentRequestSchema,
  DeleteDocumentRequestSchema,
  EditDocumentRequestSchema,
} from '@parking/domain/profile/document-contracts';
import { DocumentAnswerSchema } from '@parking/domain/profile/profile-answers';
import { driverOf, requireToken } from '../../plugins/guards/require-token.ts';
import { documentService } from '../../services/profile/document-service.ts';
import { namedSchemaErrorFormatter } from '../../plugins/named-schema-errors.ts';

const FORMATS =
  'type STS (title 99 aa 999999: 2 digits, 2 letters, 6 digits) or VU (99 ** 999999, also 00 00 ' +
  '000000); spaces and case do not matter. DocumentExists, DocumentNotFound, InvalidFormat';

/** POST, PUT, DELETE /api/profile/document (api-paths.md). */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(namedSchemaErrorFormatter);
  const guard = { preHandler: requireToken() };
  const doc = { tags: ['profile'], security: [{ bearer: [] }] };

  app.post(
    '/api/profile/document',
    {
      ...guard,
      schema: {
        ...doc,
        summary: `Add a document: ${FORMATS}`,
        body: AddDocumentRequestSchema,
        response: { 200: DocumentAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      result: await documentService.add(request.city, driverOf(request).userId, request.body),
    }),
  );

  app.put(
    '/api/profile/document',
    {
      ...guard,
      schema: {
        ...doc,
        summary: `Edit the document id: its type and/or title. ${FORMATS}`,
        body: EditDocumentRequestSchema,
        response: { 200: DocumentAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      result: await documentService.edit(request.city, driverOf(request).userId, request.body, request.lang),
    }),
  );

  app.delete(
    '/api/profile/document',
    {
      ...guard,
      schema: {
        ...doc,
        summary: 'Delete the document id. DocumentNotFound',
        body: DeleteDocumentRequestSchema,
        response: { 200: OkAnswerSchema },
      },
    },
    async (request) => {
      await documentService.remove(request.city, driverOf(request).userId, request.body.id);
      return { status: 'ok' as const };
    },
  );
};
