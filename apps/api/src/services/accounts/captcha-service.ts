import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/db-types.ts';
import { captchaRows } from '../../db/accounts/captcha-rows.ts';
import { ACCOUNT_LIMITS as L } from './account-limits.ts';
import { secretValues } from './secret-values.ts';

export interface CaptchaChallenge {
  /** Names the challenge when the client sends it back; without it the address's newest counts. */
  captchaId: string;
  /** data:image/svg+xml;base64,... */
  captcha: string;
}

/** Letters and digits a driver cannot confuse (no 0/O, 1/l/I). */
const CHARS = 'abcdefghjkmnpqrstuvwxyz23456789';

const SIZE = 5;
type Drawing = NonNullable<Parameters<typeof svgCaptcha.create>[0]>;
const DRAWING: Drawing = { noise: 3, width: 150, height: 50 };

const digest = (id: string, answer: string) => secretValues.salted(id, answer.trim().toLowerCase());

// svg-captcha's module is a function drawing a given text (its create() wraps it); the type
// definitions leave that call out
const drawCaptcha = svgCaptcha as unknown as (text: string, options: Drawing) => string;

/**
 * Our own captcha (svg-captcha draws it, no third-party service): single use, five minutes,
 * answers compared case-insensitively as salted digests. The answer comes from the CSPRNG, so
 * it cannot be predicted from earlier challenges; only the drawing's jitter uses Math.random.
 */
export const captchaService = {
  async create(db: Db, ip: string): Promise<CaptchaChallenge> {
    // the answer from the CSPRNG: svg-captcha's own create() picks it with Math.random
    const text = secretValues.fromAlphabet(CHARS, SIZE);
    const data = drawCaptcha(text, DRAWING);
    const captchaId = secretValues.handle(18);
    await captchaRows.insert(
      db,
      { id: captchaId, answerHash: digest(captchaId, text), ip },
      L.captchaTtlMinutes * 60,
    );
    return { captchaId, captcha: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` };
  },

  /** The login's use: the challenge is spent whether the answer is right or wrong. */
  async spend(db: Db, id: string | undefined, ip: string, answer: string | undefined): Promise<boolean> {
    const row = await captchaRows.liveFor(db, id, ip);
    if (!row || !(await captchaRows.spend(db, row.id))) return false;
    return Boolean(answer) && secretValues.same(row.answerHash, digest(row.id, answer!));
  },

  /**
   * check-captcha: a right answer leaves the challenge for the login that follows; a wrong one
   * spends it, so this call cannot be used to try answers one by one.
   */
  async check(db: Db, id: string | undefined, ip: string, answer: string): Promise<boolean> {
    const row = await captchaRows.liveFor(db, id, ip);
    if (!row) return false;
    if (secretValues.same(row.answerHash, digest(row.id, answer))) return true;
    await captchaRows.spend(db, row.id);
    return false;
  },
};
