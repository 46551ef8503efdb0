import { describe, expect, it } from 'vitest';
import { secretValues } from './secret-values.ts';

describe('secret values', () => {
  it('makes 43-character base64url tokens, never twice the same', () => {
    const seen = new Set(Array.from({ length: 200 }, () => secretValues.handle()));
    expect(seen.size).toBe(200);
    for (const token of seen) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('makes codes of exactly n digits, every digit in use, leading zeros kept', () => {
    const codes = Array.from({ length: 500 }, () => secretValues.digits(6));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes.join('')).size).toBe(10);
    expect(secretValues.digits(4)).toMatch(/^\d{4}$/);
  });

  it('makes passwords without look-alike characters', () => {
    const text = Array.from({ length: 200 }, () => secretValues.password(10)).join('');
    expect(text).toMatch(/^[A-Za-z2-9]+$/);
    expect(text).not.toMatch(/[01OIl]/);
  });

  it('salts digests and compares them safely', () => {
    const a = secretValues.salted('salt-a', '123456');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(secretValues.salted('salt-b', '123456')).not.toBe(a);
    expect(secretValues.same(a, secretValues.salted('salt-a', '123456'))).toBe(true);
    expect(secretValues.same(a, secretValues.salted('salt-a', '123457'))).toBe(false);
    expect(secretValues.same(a, a.slice(2))).toBe(false);
    expect(secretValues.same('', '')).toBe(false);
  });
});
