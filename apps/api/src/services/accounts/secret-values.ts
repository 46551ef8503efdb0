import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Random secrets and their digests. Everything random comes from the CSPRNG (randomBytes,
 * randomInt: no modulo bias); every comparison of a secret is constant-time.
 */
export const secretValues = {
  /** Opaque handle for a URL or a header: 32 bytes give a 43-character base64url token. */
  handle(bytes = 32): string {
    return randomBytes(bytes).toString('base64url');
  },

  /** n random decimal digits (codes, the call password). */
  digits(n: number): string {
    let out = '';
    for (let i = 0; i < n; i += 1) out += String(randomInt(10));
    return out;
  },

  /** `length` characters of `alphabet`, each drawn alone (passwords, captcha answers). */
  fromAlphabet(alphabet: string, length: number): string {
    let out = '';
    for (let i = 0; i < length; i += 1) out += alphabet[randomInt(alphabet.length)];
    return out;
  },

  /** A password a driver can type: no look-alike characters (0/O, 1/l/I). */
  password(length: number): string {
    return secretValues.fromAlphabet('abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789', length);
  },

  sha256(value: string): string {
    return createHash('sha256').update(value, 'utf8').digest('hex');
  },

  /** Digest of a short secret with its own salt, so equal codes never share a digest. */
  salted(salt: string, value: string): string {
    return createHash('sha256').update(`${salt}:${value}`, 'utf8').digest('hex');
  },

  /** Constant-time equality of two hex digests. */
  same(a: string, b: string): boolean {
    const left = Buffer.from(a, 'hex');
    const right = Buffer.from(b, 'hex');
    return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
  },
};
