import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch, pickEncoding } from './send-precompressed.ts';

describe('pickEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['*;q=0, gzip;q=0.1', 'gzip'],
    ['identity', 'identity'],
    ['GZIP;Q=1', 'gzip'],
    ['gzip;q=abc', 'identity'],
  ])('%s gives %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('matchesIfNoneMatch', () => {
  const hash = 'abc123';
  it.each([
    [undefined, false],
    ['"abc123"', true],
    ['"abc123-gz"', true],
    ['W/"abc123-br"', true],
    ['"other", "abc123"', true],
    ['*', true],
    ['"abc1234"', false],
    ['"other-gz"', false],
  ])('%s → %s', (header, expected) => {
    expect(matchesIfNoneMatch(header, hash)).toBe(expected);
  });
});
