import { ApiError } from '../../../shared/http/api-error';

/**
 * The text key for a refused login (document 1, section 8). Wrong login, unknown account and
 * anything unexpected all read "incorrect login or password": the form must not reveal which
 * accounts exist. A connection that never reached the server says so instead.
 */
export function loginErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'loginForm:errors.incorrect';
  switch (error.errorName) {
    case 'LoginTryLimit':
    case 'CaptchaIncorrect':
    case 'AccountBlocked':
    case 'TooManyRequests':
      return `errors:${error.errorName}`;
    default:
      return error.httpStatus === 0 ? 'loginForm:errors.request' : 'loginForm:errors.incorrect';
  }
}
