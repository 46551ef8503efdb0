import type { FastifySchemaValidationError } from 'fastify';
import { isErrorName } from '@parking/domain/errors/error-names';
import { AppError } from '../errors/app-error.ts';

/**
 * A schema error formatter for routes whose domain schemas carry the seeds' error names as
 * their messages (NoSumEntered, EmptyTs, CategoryMismatch, InvalidFormat, ...): the driver sees
 * that name rather than a bare ValidationError. The first issue with a catalogue name wins and
 * the field paths come along as `fields`; without one, the envelope plugin's usual
 * ValidationError answer (per-field texts in the user's language) is kept. Set it per route
 * plugin: app.setSchemaErrorFormatter(namedSchemaErrorFormatter).
 */
export function namedSchemaErrorFormatter(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const fields: Record<string, string> = {};
  let named: string | undefined;
  for (const issue of errors) {
    const path = `${dataVar}${issue.instancePath.replace(/\//g, '.')}`.replace(/\.$/, '');
    fields[path] = issue.message ?? 'InvalidFormat';
    if (!named && isErrorName(issue.message)) named = issue.message;
  }
  if (named && isErrorName(named)) return new AppError(named, 400, fields);
  return new Error(errors.map((e) => e.message).join('; '));
}
