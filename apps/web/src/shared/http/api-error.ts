/** A failed call: the envelope's errorName (translated through `errors:`) and server message. */
export class ApiError extends Error {
  constructor(
    readonly errorName: string,
    readonly errorMessage: string,
    readonly httpStatus: number,
    readonly fields?: Record<string, string>,
    /** The whole error envelope: some refusals carry more (a login refusal brings a captcha). */
    readonly body?: Record<string, unknown>,
  ) {
    super(`${errorName}: ${errorMessage}`);
    this.name = 'ApiError';
  }
}
