import { apiGet } from '../http/api-client';

/** A captcha challenge: the image (data URL) and its id, sent back with the answer. */
export type CaptchaChallenge = { captcha: string; captchaId?: string };

/** GET /api/auth/get-captcha: a fresh challenge for a login form (drivers', companies', operators'). */
export function fetchCaptcha(): Promise<CaptchaChallenge> {
  return apiGet<CaptchaChallenge>('/api/auth/get-captcha').then(({ captcha, captchaId }) => ({
    captcha,
    captchaId,
  }));
}
