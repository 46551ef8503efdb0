import { z } from 'zod';

/**
 * A text field a client may send as a JSON number (an order number, a session id): a number
 * becomes its decimal text, anything else reaches `schema` as it came. Not z.coerce.string(),
 * which turns [15] into '15' and true into 'true'.
 * Chain the rules on the inner schema: formText(z.string().trim().min(1)).
 */
export function formText<T extends z.ZodType<string>>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
    schema,
  );
}
