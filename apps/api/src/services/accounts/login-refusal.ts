import type { ErrorName } from '@parking/domain/errors/error-names';
import { AppError } from '../../errors/app-error.ts';
import type { CaptchaChallenge } from './captcha-service.ts';

/** A refused login; carries the captcha the next attempt must solve, when one is now required. */
export class LoginRefusal extends AppError {
  constructor(
    errorName: ErrorName,
    httpStatus: number,
    readonly challenge: CaptchaChallenge | null,
  ) {
    super(errorName, httpStatus);
  }
}
