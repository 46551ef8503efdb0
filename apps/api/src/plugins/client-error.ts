import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES } from '@parking/domain/errors/error-messages';
import type { ErrorName } from '@parking/domain/errors/error-names';
import type { ErrorEnvelope } from '@parking/domain/envelope';
import { pickLanguage, type Language } from '@parking/domain/i18n/languages';

/** node's parser error codes and the envelope each answers with; any other is a 400. */
const PARSER_ERRORS: Record<string, [ErrorName, number, string]> = {
  HPE_HEADER_OVERFLOW: ['PayloadTooLarge', 431, 'Request Header Fields Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: ['ValidationError', 408, 'Request Timeout'],
};

function envelopeText(errorName: ErrorName, lang: Language): string {
  const body: ErrorEnvelope = { status: 'error', errorName, errorMessage: ERROR_MESSAGES[errorName][lang] };
  return JSON.stringify(body);
}

/**
 * Fastify's clientErrorHandler: a request node's HTTP parser refuses (headers over the limit,
 * not HTTP at all, a timeout) never reaches a route or hook, so the seeds' envelope is written
 * here as a raw response. The request could not be read, so its language is the default (ru).
 * Logged without err.rawPacket: those bytes may hold an Authorization header.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [errorName, status, reason] = PARSER_ERRORS[error.code ?? ''] ?? [
    'ValidationError',
    400,
    'Bad Request',
  ];
  this.log.debug({ code: error.code, status }, 'client error');
  if (socket.writable) {
    const body = envelopeText(errorName, pickLanguage(undefined, undefined));
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * node answers an Expect header other than 100-continue with a bare 417 unless the server
 * listens for 'checkExpectation'; this listener sends the envelope instead.
 */
export function answerExpectationFailed(request: IncomingMessage, response: ServerResponse): void {
  const lang = pickLanguage(undefined, request.headers['accept-language']);
  const body = envelopeText('ValidationError', lang);
  response.writeHead(417, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  });
  response.end(body);
}
