import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import type { DayType } from '@parking/domain/contracts/map-info';
import { RUSSIA_PRODUCTION_CALENDAR } from '@parking/domain/calendar/russia-production-calendar';
import { dayTypeOf } from '@parking/domain/calendar/production-calendar';
import { demoPayee } from './demo-payee.ts';
import { parsePaymentQrText, paymentQrPng, paymentQrText } from './payment-qr.ts';
import { isValidUin, makeUin, uinCheckDigit } from './uin.ts';
import { addWorkingDays } from './working-days.ts';

const calendar = (date: string): DayType | undefined => dayTypeOf(date, RUSSIA_PRODUCTION_CALENDAR);

describe('UIN', () => {
  it('is 25 digits: the payee prefix, the receipt number, the GIS GMP check digit', () => {
    const uin = makeUin('12345678', 1001);
    expect(uin).toMatch(/^12345678000000000000100\d\d$/);
    expect(uin).toHaveLength(25);
    expect(isValidUin(uin)).toBe(true);
    for (let i = 0; i < 25; i++) {
      const changed = uin.slice(0, i) + String((Number(uin[i]) + 1) % 10) + uin.slice(i + 1);
      expect(isValidUin(changed), `digit ${i}`).toBe(false);
    }
  });
  it('retries with weights shifted by two when the first remainder is 10', () => {
    // 0000000009: 9 × 10 = 90 = 8 × 11 + 2 → 2; 0000000001 with weight 10: 10 → retry: weight 2 → 2
    expect(uinCheckDigit('0000000009')).toBe(2);
    expect(uinCheckDigit('0000000001')).toBe(2);
    expect(uinCheckDigit('1')).toBe(1);
  });
  it('refuses bad prefixes and numbers', () => {
    expect(() => makeUin('1234', 1)).toThrow(RangeError);
    expect(() => makeUin('12345678', 0)).toThrow(RangeError);
    expect(isValidUin('123')).toBe(false);
  });
});

describe('working days', () => {
  it('counts only default days: Wednesday + 3 is Monday', () => {
    expect(addWorkingDays('2026-06-03', 3, calendar)).toBe('2026-06-08');
  });
  it('skips a weekend and a holiday (12 June 2026 is a Friday holiday)', () => {
    expect(addWorkingDays('2026-06-11', 3, calendar)).toBe('2026-06-17');
  });
  it('skips the New Year holidays', () => {
    expect(addWorkingDays('2026-12-30', 3, calendar)).toBe('2027-01-13');
  });
  it('is CalendarIsEmpty beyond the calendar', () => {
    expect(() => addWorkingDays('2027-12-30', 3, () => undefined)).toThrow('CalendarIsEmpty');
  });
});

describe('payment QR', () => {
  it('encodes the ST00012 fields and reads back from the PNG', async () => {
    const payee = demoPayee({
      city: 'perm',
      nameForShow: { ru: 'Пермь', en: 'Perm' },
    } as Parameters<typeof demoPayee>[0]);
    const text = paymentQrText({
      payee,
      sumKopecks: 150_050,
      purpose: 'Пополнение | баланса',
      uin: makeUin(payee.uinPrefix, 1001),
    });
    expect(text.startsWith('ST00012|Name=МКУ «Городская парковка Пермь»|PersonalAcc=')).toBe(true);
    const png = PNG.sync.read(await paymentQrPng(text));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(text);
    const fields = parsePaymentQrText(decoded!.data);
    expect(fields).toMatchObject({
      Name: payee.name,
      PersonalAcc: payee.account,
      BIC: payee.bik,
      CorrespAcc: payee.corrAccount,
      PayeeINN: payee.inn,
      KPP: payee.kpp,
      Sum: '150050',
      Purpose: 'Пополнение баланса',
    });
    expect(isValidUin(fields.UIN!)).toBe(true);
  });
});
