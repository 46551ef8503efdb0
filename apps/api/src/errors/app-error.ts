import type { ErrorName } from '@parking/domain/errors/error-names';

/**
 * A refusal the client should see as an error envelope. Services throw it; the error plugin
 * turns it into `{ status: 'error', errorName, errorMessage }` in the user's language.
 * httpStatus follows design.md §4: 400 bad input, 401 token, 402/409 business, 404, 429.
 */
export class AppError extends Error {
  constructor(
    readonly errorName: ErrorName,
    readonly httpStatus = 400,
    readonly fields?: Record<string, string>,
  ) {
    super(errorName);
    this.name = 'AppError';
  }
}
