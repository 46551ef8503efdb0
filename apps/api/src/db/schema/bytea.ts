import { customType } from 'drizzle-orm/pg-core';

/** A bytea column (drizzle has none built in) read as a Buffer from either driver. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer: one shape for the callers
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
