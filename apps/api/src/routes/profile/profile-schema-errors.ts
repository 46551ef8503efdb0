import type { FastifySchemaValidationError } from 'fastify';
import { isErrorName } from '@parking/domain/errors/error-names';
import { AppError } from '../../errors/app-error.ts';

/**
 * Schema error formatter for the cabinet's routes: the domain's vehicle and document schemas
 * carry the seeds' error names as messages (EmptyTs, CategoryMismatch, VehicleExists...), so the
 * driver sees "the car category does not match its type" rather than a bare ValidationError.
 * The first issue with a catalogue name wins and the field paths come along; otherwise the
 * envelope plugin's ValidationError (per-field texts in the user's language) stays.
 */
export function profileSchemaErrorFormatter(errors: FastifySchemaValidationError[], dataVar: string): Error {
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
