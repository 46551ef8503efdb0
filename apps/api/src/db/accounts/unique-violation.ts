/**
 * The constraint a unique violation (SQLSTATE 23505) broke, or null for any other error.
 * Drizzle wraps driver errors; node-postgres and PGlite both report `code` and `constraint`.
 */
export function uniqueViolation(error: unknown): string | null {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e;) {
    if (e.code === '23505') return e.constraint ?? '';
    e = e.cause as typeof e;
  }
  return null;
}
