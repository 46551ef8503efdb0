import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginError } from '@parking/domain/accounts/auth-responses';
import { ERROR_MESSAGES } from '@parking/domain/errors/error-messages';
import { ACCOUNT_LIMITS as L } from '../../services/accounts/account-limits.ts';
import { LoginRefusal } from '../../services/accounts/login-refusal.ts';

/** The shared login limits in the words of a call's OpenAPI summary (docs/api.md). */
export const loginLimitsText = (login: string) =>
  `From ${L.loginFailuresForCaptcha} failed attempts of ${login} in ${L.loginWindowMinutes} minutes, or ` +
  `${L.loginFailuresForCaptchaPerIp} from an address, a captcha is required: the refusal carries captcha ` +
  'and captchaId, the next attempt sends the answer in captcha and captchaId (CaptchaIncorrect, 400, ' +
  'otherwise) and a failure is answered after a growing delay (at most ' +
  `${L.loginFailureDelayMaxMs / 1000} s); no number of failures locks a login; ${L.loginFailuresPerIp} ` +
  'failures from one address answer LoginTryLimit (429) to that address';

/**
 * Runs one of the logins (driver, company, operator). A refusal that now needs a captcha is
 * answered here with the challenge (captcha, captchaId) beside the error name, since the error
 * plugin's envelope has no room for it; every other error goes on to the plugin.
 */
export async function answerLogin<T extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  run: () => Promise<T>,
): Promise<({ status: 'ok' } & T) | FastifyReply> {
  try {
    return { status: 'ok' as const, ...(await run()) };
  } catch (error) {
    if (!(error instanceof LoginRefusal) || !error.challenge) throw error;
    const body: LoginError = {
      status: 'error',
      errorName: error.errorName,
      errorMessage: ERROR_MESSAGES[error.errorName][request.lang],
      ...error.challenge,
    };
    return reply.code(error.httpStatus === 400 ? 400 : 401).send(body);
  }
}
