import argon2 from 'argon2';

/**
 * argon2id with OWASP's first recommended set (19 MiB, 2 passes, 1 lane): about 20-40 ms a
 * hash on a server core, slow enough for stolen hashes, fast enough for a login burst.
 */
const PARAMS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

let dummy: Promise<string> | null = null;

export const passwordHashing = {
  hash(password: string): Promise<string> {
    return argon2.hash(password, PARAMS);
  },

  /** False for a mismatch and for a malformed hash; never throws on bad input. */
  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  },

  /**
   * Burns the time of one verification when there is no hash to check (no such account, or
   * an account without a password), so the answer time does not tell whether an account exists.
   */
  async verifyNothing(password: string): Promise<false> {
    dummy ??= argon2.hash('not-a-password-of-anyone', PARAMS);
    await argon2.verify(await dummy, password).catch(() => false);
    return false;
  },
};
