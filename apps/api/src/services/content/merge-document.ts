import type { z } from 'zod';

/**
 * A stored settings document over its defaults, key by key: a key that is missing or fails its
 * schema keeps the default. One hand-edited bad value then costs that value, not the whole
 * answer (and never a 500 on a public call every page makes).
 */
export function mergeDocument<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  defaults: z.infer<z.ZodObject<Shape>>,
  stored: Record<string, unknown> | undefined,
): z.infer<z.ZodObject<Shape>> {
  const result: Record<string, unknown> = { ...defaults };
  if (stored) {
    for (const [key, fieldSchema] of Object.entries(schema.shape)) {
      if (!(key in stored)) continue;
      const parsed = (fieldSchema as z.ZodType).safeParse(stored[key]);
      if (parsed.success) result[key] = parsed.data;
    }
  }
  return result as z.infer<z.ZodObject<Shape>>;
}
