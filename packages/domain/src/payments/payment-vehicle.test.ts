import { describe, expect, it } from 'vitest';
import { PaymentVehicleSchema } from './payment-fields.ts';

const check = (Number: string, NumberFormat: 'rus' | 'other' = 'rus') =>
  PaymentVehicleSchema.safeParse({ Number, NumberFormat });

describe('the vehicle of a payment', () => {
  it.each([
    ['а 123 вс 59', 'А123ВС59'], // standard, spaces and case
    ['A123BC159', 'А123ВС159'], // Latin look-alikes become Cyrillic, 3-digit region
    ['ам 123 59', 'АМ12359'], // taxi
    ['ам 123 в 77', 'АМ123В77'], // transit
    ['1234 ав 59', '1234АВ59'], // moto
    ['а 1234 59', 'А123459'], // police
    ['1234 а 59', '1234А59'], // police trailer or moto
  ])('takes the Russian plate %s as %s', (typed, stored) => {
    const parsed = check(typed);
    expect(parsed.success && parsed.data.Number).toBe(stored);
  });

  it.each(['12345', 'А12ВС59', 'А123ВС5', 'А123ВС5999', 'Б123ВС59', 'К00000001', 'ААА12359'])(
    'refuses %s as a Russian plate',
    (typed) => {
      const parsed = check(typed);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => i.message)).toContain('InvalidFormat');
    },
  );

  it('takes foreign plates as typed (letters and digits, not all digits)', () => {
    expect(check('b 12 xyz', 'other').data?.Number).toBe('B12XYZ');
    expect(check('12345', 'other').success).toBe(false);
  });

  it('says EmptyTs for an empty plate', () => {
    expect(check('   ').error?.issues[0]?.message).toBe('EmptyTs');
  });
});
