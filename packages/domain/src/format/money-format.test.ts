import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyNumber } from './money-format';

// Intl puts no-break spaces (U+00A0) between thousands and before the sign in Russian.
const plain = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

describe('formatMoney', () => {
  it.each([
    [0, '0,00 ₽', '₽0.00'],
    [5, '0,05 ₽', '₽0.05'],
    [123450, '1 234,50 ₽', '₽1,234.50'],
    [5988000, '59 880,00 ₽', '₽59,880.00'],
    [-123450, '-1 234,50 ₽', '-₽1,234.50'],
    [12345678901, '123 456 789,01 ₽', '₽123,456,789.01'],
  ])('%i kopecks reads %s in ru and %s in en', (kopecks, ru, en) => {
    expect(plain(formatMoney(kopecks, 'ru'))).toBe(ru);
    expect(plain(formatMoney(kopecks, 'en'))).toBe(en);
  });

  it('keeps whole roubles with two decimals, as the seeds show costs', () => {
    expect(plain(formatMoney(50000, 'ru'))).toBe('500,00 ₽');
    expect(formatMoney(50000, 'en')).toBe('₽500.00');
  });

  it('keeps spaces from breaking a sum across lines', () => {
    expect(formatMoney(123450, 'ru')).not.toContain(' ');
  });

  it('writes any other language as Russian, the default', () => {
    expect(formatMoney(123450, 'de')).toBe(formatMoney(123450, 'ru'));
  });
});

describe('formatMoneyNumber', () => {
  it('writes the number alone for labels that name the currency', () => {
    expect(plain(formatMoneyNumber(6000, 'ru'))).toBe('60,00');
    expect(formatMoneyNumber(6000, 'en')).toBe('60.00');
    expect(plain(formatMoneyNumber(-123450, 'ru'))).toBe('-1 234,50');
    expect(formatMoneyNumber(12345678901, 'en')).toBe('123,456,789.01');
  });
});
