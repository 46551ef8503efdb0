import { ApiError } from '../../../shared/http/api-error';

/**
 * The error name to translate through `errors:` (shared/http/error-name.ts's rule). Not imported
 * from there: that module is in the first load of "/", and this page's chunk is loaded from a
 * lazy chunk, so sharing it would split it out of the first load at a cost "/" has no room for.
 */
export const errorNameOf = (error: unknown): string =>
  error instanceof ApiError ? error.errorName : 'UnknownError';
