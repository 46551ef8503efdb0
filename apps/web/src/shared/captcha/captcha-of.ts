import { ApiError } from '../http/api-error';
import type { CaptchaChallenge } from './get-captcha';

/** The captcha challenge a refused login carries once the server wants one, if any. */
export function captchaOf(error: unknown): CaptchaChallenge | null {
  const body = error instanceof ApiError ? error.body : undefined;
  const captcha = body?.captcha;
  if (typeof captcha !== 'string' || captcha === '') return null;
  return { captcha, captchaId: typeof body?.captchaId === 'string' ? body.captchaId : undefined };
}
