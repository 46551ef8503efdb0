import { randomBytes } from 'node:crypto';
import { serverDatabaseName } from '../src/cities/city-opener.ts';
import type { CityContext } from '../src/config/city-context.ts';
import { dropServerDatabase } from '../src/db/open-server-db.ts';
import { openParkingApp, type ParkingTestApp } from '../src/services/parking/parking-test-kit.ts';

export interface TwoInstances {
  /** Two API instances on one PostgreSQL database of perm, as behind a load balancer. */
  a: ParkingTestApp;
  b: ParkingTestApp;
  /** The city as instance A opened it. */
  perm: CityContext;
  /** Closes both and drops the database. */
  close: () => Promise<void>;
}

/**
 * For *.server.test.ts files (vitest.config.ts runs them only where DATABASE_URL names a server):
 * a database of its own, so files running at once never share state.
 */
export async function openTwoInstances(env: Record<string, string> = {}): Promise<TwoInstances> {
  const prefix = `t_${randomBytes(5).toString('hex')}`;
  const a = await openParkingApp(['perm'], { ...env, DATABASE_NAME_PREFIX: prefix });
  const b = await openParkingApp(['perm'], { ...env, DATABASE_NAME_PREFIX: prefix });
  return {
    a,
    b,
    perm: await a.city(),
    close: async () => {
      await b.app.close();
      await a.close();
      await dropServerDatabase(process.env.DATABASE_URL!, serverDatabaseName(prefix, 'perm'));
    },
  };
}
