import { z } from 'zod';
import { ERROR_NAMES, type ErrorName } from './errors/error-names.ts';

/**
 * The answer envelope of every call (document 2, section 7): `status: 'ok'` plus the call's
 * fields, or `status: 'error'` with errorName and a message in the user's language.
 */
export type OkEnvelope<T extends object = object> = { status: 'ok' } & T;
export type ErrorEnvelope = {
  status: 'error';
  errorName: ErrorName;
  errorMessage: string;
  /** Per-field problems for ValidationError: field path to message. */
  fields?: Record<string, string>;
};
export type Envelope<T extends object = object> = OkEnvelope<T> | ErrorEnvelope;

export const ErrorEnvelopeSchema = z.object({
  status: z.literal('error'),
  errorName: z.enum(ERROR_NAMES),
  errorMessage: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

/** Wraps a result schema in the ok envelope, for route response schemas and the web client. */
export function okEnvelope<S extends z.ZodRawShape>(shape: S) {
  return z.object({ status: z.literal('ok'), ...shape });
}
