import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DurationSchema, OrderIdSchema } from '../payments/payment-fields.ts';
import { formNumber } from './form-number.ts';
import { formText } from './form-text.ts';

describe('form numbers and texts', () => {
  it('takes a number or its decimal digits, never a boolean, an array or another spelling', () => {
    const id = formNumber(z.number().int().min(0));
    for (const ok of [15, '15', '0']) expect(id.safeParse(ok).success, String(ok)).toBe(true);
    expect(id.parse('15')).toBe(15);
    for (const bad of [true, false, [15], ['15'], '', ' ', ' 1', '1 ', '0x1', '1e0', 'Infinity', null, {}])
      expect(id.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(formNumber(z.number()).parse('-2.5')).toBe(-2.5);
  });

  it('keeps the field message: Duration [15] is NoDurationSelected', () => {
    const result = DurationSchema.safeParse([15]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('NoDurationSelected');
    expect(DurationSchema.parse('15')).toBe(15);
  });

  it('reads a number as text, but not an array or a boolean', () => {
    const text = formText(z.string().min(1));
    expect(text.parse(42)).toBe('42');
    expect(text.parse('42')).toBe('42');
    for (const bad of [[15], true, null])
      expect(text.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(OrderIdSchema.safeParse(['15']).success).toBe(false);
    expect(OrderIdSchema.parse(15)).toBe('15');
  });
});
