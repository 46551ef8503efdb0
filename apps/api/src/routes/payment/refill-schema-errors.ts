import type { FastifySchemaValidationError } from 'fastify';
import { isErrorName } from '@parking/domain/errors/error-names';
import { AppError } from '../../errors/app-error.ts';

/**
 * A schema error formatter for payment routes: the domain's payment schemas carry the seeds'
 * error names as their messages (NoSumEntered, ItNeedToBeANumber, ...), and the driver should
 * see that name rather than a generic ValidationError. The first issue with a catalogue name
 * wins; the field paths come along as `fields`. Without one, the envelope plugin's usual
 * ValidationError answer is kept. Set it per route plugin: app.setSchemaErrorFormatter(...).
 */
export function paymentSchemaErrorFormatter(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const fields: Record<string, string> = {};
  let named: string | undefined;
  for (const issue of errors) {
    const path = `${dataVar}${issue.instancePath.replace(/\//g, '.')}`.replace(/\.$/, '');
    fields[path] = issue.message ?? 'InvalidFormat';
    if (!named && isErrorName(issue.message)) named = issue.message;
  }
  if (named && isErrorName(named)) return new AppError(named, 400, fields);
  const error = new Error(errors.map((e) => e.message).join('; '));
  return error;
}
