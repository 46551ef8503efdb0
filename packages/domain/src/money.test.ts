import { describe, expect, it } from 'vitest';
import { formatKopecks } from './money.ts';

describe('money in machine form', () => {
  it('shows a whole part and a two-digit fraction with thousands grouped', () => {
    expect(formatKopecks(0)).toBe('0.00');
    expect(formatKopecks(5)).toBe('0.05');
    expect(formatKopecks(6000)).toBe('60.00');
    expect(formatKopecks(123456789, ' ')).toBe('1 234 567.89');
    expect(formatKopecks(-150)).toBe('-1.50');
  });
});
