/** Network errors of a connection that cannot be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * PostgreSQL codes of a server that is going away or cannot take us: 08xxx connection
 * exceptions, 57P01-57P03 (admin or crash shutdown, cannot connect now), 53300 (too many
 * connections).
 */
const SERVER_CODE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** What node-postgres, its pool and PGlite say when the connection is gone or never came. */
const DRIVER_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end on the pool|Client has encountered a connection error|Client was closed and is not queryable|PGlite is closed)/;

/**
 * Whether an error means the database is unreachable rather than that a query was wrong, so the
 * client is told to come back later (503) instead of UnknownError. drizzle wraps driver errors
 * (DrizzleQueryError, `cause`); a refused connection to localhost may be an AggregateError of
 * the IPv4 and IPv6 attempts (`errors`).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const pending: unknown[] = [error];
  for (let seen = 0; pending.length > 0 && seen < 20; seen += 1) {
    const item = pending.pop() as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof item !== 'object' || item === null) continue;
    const code = typeof item.code === 'string' ? item.code : '';
    if (NETWORK_CODES.has(code) || SERVER_CODE.test(code)) return true;
    if (typeof item.message === 'string' && DRIVER_MESSAGE.test(item.message)) return true;
    if (item.cause !== undefined) pending.push(item.cause);
    if (Array.isArray(item.errors)) pending.push(...item.errors);
  }
  return false;
}
