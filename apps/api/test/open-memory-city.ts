import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { BUILT_IN_CITIES } from '@parking/domain/cities/cities';
import type { CityConfig } from '@parking/domain/cities/city-config';
import type { CityContext } from '../src/config/city-context.ts';
import type { Db } from '../src/db/db-types.ts';
import { migrate } from '../src/db/migrate.ts';

/**
 * A city database in memory with every migration applied, for service and loader tests that
 * do not need the HTTP app. `config` overrides let a test shrink or rename the city.
 */
export async function openMemoryCity(city: string, config: Partial<CityConfig> = {}): Promise<CityContext> {
  const base = BUILT_IN_CITIES.cities.find((c) => c.city === city);
  if (!base) throw new Error(`unknown city ${city}`);
  const client = await PGlite.create();
  await migrate((fn) =>
    client.transaction((tx) =>
      fn({
        query: async (sql, params) => ({ rows: (await tx.query<Record<string, unknown>>(sql, params)).rows }),
        exec: async (script) => {
          await tx.exec(script);
        },
      }),
    ),
  );
  return {
    config: { ...base, ...config },
    db: drizzle(client) as unknown as Db,
    query: async (sql, params) => ({ rows: (await client.query<Record<string, unknown>>(sql, params)).rows }),
    close: () => client.close(),
  };
}
