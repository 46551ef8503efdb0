import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_MESSAGES } from '@parking/domain/errors/error-messages';
import type { ErrorName } from '@parking/domain/errors/error-names';
import type { ErrorEnvelope } from '@parking/domain/envelope';
import { pickLanguage, type Language } from '@parking/domain/i18n/languages';
import { AppError } from '../errors/app-error.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';

/** The language of an error answer, even when the request failed before our hooks ran. */
function languageOf(request: FastifyRequest): Language {
  if (request.lang) return request.lang;
  const query = request.query as Record<string, unknown> | undefined;
  return pickLanguage(query?.lang, request.headers['accept-language']);
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  errorName: ErrorName,
  httpStatus: number,
  fields?: Record<string, string>,
) {
  const body: ErrorEnvelope = {
    status: 'error',
    errorName,
    errorMessage: ERROR_MESSAGES[errorName][languageOf(request)],
    ...(fields ? { fields } : {}),
  };
  return reply.code(httpStatus).type('application/json; charset=utf-8').send(body);
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { code?: string; input?: unknown } };
}

/** Field path → message in the user's language, for the form that sent the request. */
function describeValidation(error: FastifyError, lang: Language): Record<string, string> {
  const fields: Record<string, string> = {};
  const context = (error as { validationContext?: string }).validationContext ?? 'request';
  for (const issue of (error.validation ?? []) as ValidationIssue[]) {
    const where = `${context}${(issue.instancePath ?? '').replace(/\//g, '.')}`;
    const missing = /received undefined|required/i.test(issue.message ?? '');
    fields[where] = ERROR_MESSAGES[missing ? 'RequiredField' : 'InvalidFormat'][lang];
  }
  return fields;
}

/** Fastify's own client-error codes and the seeds' (or our platform's) names for them. */
const FASTIFY_CODES: Record<string, [ErrorName, number]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ['PayloadTooLarge', 413],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UnsupportedMediaType', 415],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['ValidationError', 400],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['ValidationError', 400],
  FST_ERR_CTP_INVALID_JSON_BODY: ['ValidationError', 400],
};

/**
 * Every failure leaves as the seeds' envelope in the user's language. Client mistakes are 4xx
 * with a name the web app can translate; a database that cannot be reached (down, restarting,
 * connection cut) is ServiceUnavailable (503, Retry-After); anything else unexpected is logged
 * and answered as UnknownError without internals.
 */
export const errorEnvelopePlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(request, reply, error.errorName, error.httpStatus, error.fields);
    }
    if (error.validation) {
      return sendError(
        request,
        reply,
        'ValidationError',
        400,
        describeValidation(error, languageOf(request)),
      );
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return sendError(request, reply, known[0], known[1]);
    if (
      error instanceof SyntaxError ||
      (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    ) {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      if (status === 429) return sendError(request, reply, 'TooManyRequests', 429);
      if (status === 404) return sendError(request, reply, 'NotFound', 404);
      if (status === 405) return sendError(request, reply, 'MethodNotAllowed', 405);
      return sendError(request, reply, 'ValidationError', status);
    }
    if (isDatabaseUnavailable(error)) {
      // not the error itself: drizzle's message carries the query and its parameters
      request.log.warn(
        { code: (error.cause as { code?: string } | undefined)?.code ?? error.code },
        'database unavailable',
      );
      return sendError(request, reply.header('retry-after', '10'), 'ServiceUnavailable', 503);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 'UnknownError', 500);
  });
});
