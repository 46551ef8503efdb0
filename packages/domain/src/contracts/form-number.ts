import { z } from 'zod';

/** Decimal digits, optionally signed and with a fraction: what a form field or query string holds. */
const DECIMAL = /^-?\d{1,20}(\.\d{1,20})?$/;

/**
 * A number field that form bodies and query strings send as text: a JSON number, or a string
 * of decimal digits read as one; anything else reaches `schema` as it came and fails there
 * with its message. Not z.coerce.number(), which reads true as 1, [15] as 15, '' and ' ' as 0,
 * and '0x1' or '1e0' as 1 (an operator's {"id":true} set company 1's password).
 * Chain the rules on the inner schema: formNumber(z.number({ error: 'X' }).int().min(1)).
 */
export function formNumber<T extends z.ZodType<number>>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value),
    schema,
  );
}
