import { describe, expect, it } from 'vitest';
import { parseRoublesToKopecks, plainRoublesText, RefillAmountSchema } from './refill-contracts.ts';

const errorOf = (value: unknown) => RefillAmountSchema.safeParse(value).error?.issues[0]?.message;

describe('a top-up amount as typed', () => {
  it('takes spaces, a comma and a currency mark, and nothing that would change the amount', () => {
    expect(parseRoublesToKopecks('150,50')).toBe(15050);
    expect(parseRoublesToKopecks(' 1 000,5 руб ')).toBe(100050);
    expect(parseRoublesToKopecks('1\u00a0000 ₽')).toBe(100000);
    expect(parseRoublesToKopecks('99.9')).toBe(9990);
    expect(parseRoublesToKopecks(100)).toBe(10000);
    expect(parseRoublesToKopecks(150.5)).toBe(15050);
    expect(plainRoublesText('1 000,5 руб')).toBe('1000.5');
  });

  it.each([
    '-100',
    '1e12',
    '1e3',
    '+100',
    '10-0',
    '1.000,50',
    '100,5,5',
    '100.5.5',
    '0x10',
    '１００',
    'abc',
    '12.345',
  ])('refuses %j with ItNeedToBeANumber instead of cleaning it into another amount', (text) => {
    expect(parseRoublesToKopecks(text)).toBeNull();
    expect(errorOf(text)).toBe('ItNeedToBeANumber');
  });

  it('refuses a JSON number that is negative, not finite or finer than a kopeck', () => {
    for (const value of [-100, -0.01, Number.NaN, Number.POSITIVE_INFINITY, 100.005]) {
      expect(parseRoublesToKopecks(value), String(value)).toBeNull();
      expect(errorOf(value), String(value)).toBe('ItNeedToBeANumber');
    }
  });

  it('keeps its other answers: nothing typed, zero, and above the cap', () => {
    expect(errorOf('')).toBe('NoSumEntered');
    expect(errorOf('0')).toBe('NoSumEntered');
    expect(errorOf('150001')).toBe('RefillAmountCanNotBeMaxAllowable');
    expect(errorOf(1e12)).toBe('RefillAmountCanNotBeMaxAllowable');
    expect(RefillAmountSchema.parse('150000')).toBe(15_000_000);
  });
});
