import { describe, expect, it } from 'vitest';
import { isValidInn, isValidInn10, isValidInn12, isValidKpp, isValidOgrn, isValidOgrnip } from './tax-ids.ts';

/** Changes one digit (position i) to the next one mod 10: a check digit must catch it. */
const bump = (s: string, i: number) => s.slice(0, i) + String((Number(s[i]) + 1) % 10) + s.slice(i + 1);

// Published registration details: Sberbank, Yandex, VTB, Alfa-Bank.
const VALID_INN10 = ['7707083893', '7736207543', '7702070139', '7728168971'];
const VALID_OGRN = ['1027700132195', '1027700229193', '1027739609391', '1027700067328'];
// 500100732259 is the Tax Service's textbook person INN; the second is computed below.
const VALID_INN12 = ['500100732259', '770400041291'];

/** The 12-digit INN check digits, written out independently of the module (for the test data). */
function completeInn12(ten: string): string {
  const w11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
  const w12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
  const c11 = (w11.reduce((a, w, i) => a + w * Number(ten[i]), 0) % 11) % 10;
  const eleven = ten + c11;
  const c12 = (w12.reduce((a, w, i) => a + w * Number(eleven[i]), 0) % 11) % 10;
  return eleven + c12;
}

describe('INN', () => {
  it('accepts real 10-digit organisation INNs', () => {
    for (const inn of VALID_INN10) {
      expect(isValidInn10(inn)).toBe(true);
      expect(isValidInn(inn)).toBe(true);
    }
  });
  it('accepts 12-digit individual INNs with both check digits', () => {
    expect(completeInn12('7704000412')).toBe('770400041291');
    for (const inn of VALID_INN12) {
      expect(isValidInn12(inn)).toBe(true);
      expect(isValidInn(inn)).toBe(true);
    }
  });
  it('refuses any single changed digit', () => {
    for (const inn of [...VALID_INN10, ...VALID_INN12]) {
      for (let i = 0; i < inn.length; i++) expect(isValidInn(bump(inn, i)), `${inn} at ${i}`).toBe(false);
    }
  });
  it('refuses wrong lengths and non-digits', () => {
    for (const bad of ['', '770708389', '77070838931', '7707O83893', '7707 083893', '5001007322599']) {
      expect(isValidInn(bad)).toBe(false);
    }
  });
});

describe('OGRN and OGRNIP', () => {
  it('accepts real OGRNs and refuses a changed digit', () => {
    for (const ogrn of VALID_OGRN) {
      expect(isValidOgrn(ogrn)).toBe(true);
      for (let i = 0; i < 13; i++) expect(isValidOgrn(bump(ogrn, i)), `${ogrn} at ${i}`).toBe(false);
    }
  });
  it('refuses wrong lengths', () => {
    expect(isValidOgrn('102770013219')).toBe(false);
    expect(isValidOgrn('10277001321950')).toBe(false);
    expect(isValidOgrn('102770013219a')).toBe(false);
  });
  it('checks the 15-digit OGRNIP by mod 13', () => {
    const body = '30450011600015';
    const check = (Number(BigInt(body) % 13n) % 10).toString();
    expect(isValidOgrnip(body + check)).toBe(true);
    expect(isValidOgrnip(body + String((Number(check) + 1) % 10))).toBe(false);
    expect(isValidOgrnip(VALID_OGRN[0]!)).toBe(false);
  });
});

describe('KPP', () => {
  it('is exactly 9 digits', () => {
    expect(isValidKpp('773601001')).toBe(true);
    expect(isValidKpp('77360100')).toBe(false);
    expect(isValidKpp('7736010011')).toBe(false);
    expect(isValidKpp('77360100A')).toBe(false);
  });
});
