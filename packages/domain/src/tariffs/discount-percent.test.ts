import { describe, expect, it } from 'vitest';
import { roundDiscountPercent, toPercentTenths } from './discount-percent.ts';

describe('discount percent', () => {
  it('rounds to 1 decimal, half up, despite binary fractions', () => {
    expect(roundDiscountPercent(33.333)).toBe(33.3);
    expect(roundDiscountPercent(12.35)).toBe(12.4);
    expect(roundDiscountPercent(50)).toBe(50);
    expect(toPercentTenths(100)).toBe(1000);
    expect(toPercentTenths(0.04)).toBe(0);
  });
});
