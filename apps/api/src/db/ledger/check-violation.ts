/**
 * The constraint a check violation (SQLSTATE 23514) broke, or null for any other error.
 * Drizzle wraps driver errors; node-postgres and PGlite both report `code` and `constraint`.
 */
export function checkViolation(error: unknown): string | null {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e;) {
    if (e.code === '23514') return e.constraint ?? '';
    e = e.cause as typeof e;
  }
  return null;
}
