import { describe, expect, it } from 'vitest';
import { formatHourlyPrice, formatKopecks } from './money.ts';

describe('money formatting', () => {
  it('shows a whole part and a two-digit fraction with thousands grouped', () => {
    expect(formatKopecks(0)).toBe('0.00');
    expect(formatKopecks(5)).toBe('0.05');
    expect(formatKopecks(6000)).toBe('60.00');
    expect(formatKopecks(123456789, ' ')).toBe('1 234 567.89');
    expect(formatKopecks(-150)).toBe('-1.50');
  });
  it('shows hourly prices in hundredths as roubles with .00', () => {
    expect(formatHourlyPrice(5000)).toBe('50.00');
    expect(formatHourlyPrice(12050)).toBe('120.50');
  });
});
