import { ApiError } from './api-error';

/** The error name to translate through `errors:`; anything that is not an API answer is unknown. */
export function errorNameOf(error: unknown): string {
  return error instanceof ApiError ? error.errorName : 'UnknownError';
}

export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && (error.errorName === 'NotFound' || error.httpStatus === 404);
}
