import { readdirSync } from 'node:fs';
import path from 'node:path';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CityContext } from '../../config/city-context.ts';
import { openMemoryCity } from '../../../test/open-memory-city.ts';

// Every table of the migrated database has a drizzle table in schema/ with the same columns,
// so a query written with drizzle names what is there (issue 19). The runner's own bookkeeping
// is not the application's data and has none.
const RUNNER_TABLES = new Set(['schema_migrations', 'schema_routines']);

interface ColumnShape {
  table: string;
  column: string;
  notNull: boolean;
}

async function drizzleTables(): Promise<PgTable[]> {
  const dir = import.meta.dirname;
  const tables: PgTable[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const module = (await import(path.join(dir, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) if (value instanceof PgTable) tables.push(value);
  }
  return tables;
}

describe('the drizzle schema', () => {
  let city: CityContext;
  beforeAll(async () => {
    city = await openMemoryCity('perm');
  });
  afterAll(async () => {
    await city.close();
  });

  it('has one table for every table of the database, with the same columns and nullability', async () => {
    const { rows } = await city.query(
      `SELECT table_name AS table, column_name AS column, is_nullable = 'NO' AS "notNull"
         FROM information_schema.columns
        WHERE table_schema = 'public'
        ORDER BY 1, 2`,
    );
    const inDatabase = (rows as unknown as ColumnShape[]).filter((c) => !RUNNER_TABLES.has(c.table));

    const declared: ColumnShape[] = [];
    for (const table of await drizzleTables()) {
      const config = getTableConfig(table);
      for (const column of config.columns)
        declared.push({ table: config.name, column: column.name, notNull: column.notNull });
    }
    declared.sort((a, b) => a.table.localeCompare(b.table) || a.column.localeCompare(b.column));
    const byName = (list: ColumnShape[]) => new Map(list.map((c) => [`${c.table}.${c.column}`, c]));

    expect([...new Set(declared.map((c) => c.table))].sort()).toEqual(
      [...new Set(inDatabase.map((c) => c.table))].sort(),
    );
    expect(byName(declared)).toEqual(byName(inDatabase));
  });
});
