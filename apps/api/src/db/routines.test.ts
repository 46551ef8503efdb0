import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrationFiles, ROUTINES_DIR, routineFiles } from './migrate.ts';
import { dropServerDatabase, ensureServerDatabase, openServerDb } from './open-server-db.ts';
import type { RawTransaction } from './raw-sql.ts';

// Functions, triggers and views live in db/routines and are applied after the numbered
// migrations (decision 0002). Databases made before that got them from the numbered files, the
// last replacement winning; both kinds must end alike.

interface ScratchDb {
  rawTransaction: RawTransaction;
  query: (sql: string) => Promise<Record<string, unknown>[]>;
  close: () => Promise<void>;
}

/** An empty database: PGlite in memory, or a database of its own on the DATABASE_URL server. */
async function openScratchDb(label: string): Promise<ScratchDb> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `t_routines_${randomBytes(4).toString('hex')}_${label}`;
    await ensureServerDatabase(serverUrl, name);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const db = await openServerDb(url.toString(), 1);
    return {
      rawTransaction: db.rawTransaction,
      query: async (sql) => (await db.query(sql)).rows,
      close: async () => {
        await db.close();
        await dropServerDatabase(serverUrl, name);
      },
    };
  }
  const client = await PGlite.create();
  return {
    rawTransaction: (fn) =>
      client.transaction((tx) =>
        fn({
          query: async (sql, params) => ({
            rows: (await tx.query<Record<string, unknown>>(sql, params)).rows,
          }),
          exec: async (script) => {
            await tx.exec(script);
          },
        }),
      ),
    query: async (sql) => (await client.query<Record<string, unknown>>(sql)).rows,
    close: () => client.close(),
  };
}

/** The numbered migrations as they stood before the move (scripts/freeze-migrations.ts). */
const FROZEN: Record<string, string> = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../test/fixtures/migrations-at-0036.json'), 'utf8'),
);

/** What the runner before routines did: each file and its bookkeeping row in one transaction. */
async function migrateAsBeforeRoutines(db: ScratchDb): Promise<void> {
  await db.rawTransaction((sql) =>
    sql.exec(`CREATE TABLE schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`),
  );
  for (const name of Object.keys(FROZEN).sort()) {
    await db.rawTransaction(async (sql) => {
      await sql.exec(FROZEN[name]!);
      await sql.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    });
  }
}

/**
 * Every routine's definition as the server prints it, keyed by name; and, so that a slip while
 * cutting routines out of the numbered files shows too, the tables' columns, constraints and
 * indexes.
 */
async function catalog(db: ScratchDb) {
  const read = async (sql: string) =>
    Object.fromEntries((await db.query(sql)).map((row) => [String(row.name), String(row.def)]));
  return {
    functions: await read(`
      SELECT p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' AS name,
             pg_get_functiondef(p.oid) AS def
        FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
       WHERE n.nspname = 'public' AND p.prokind <> 'a'`),
    triggers: await read(`
      SELECT c.relname || '.' || t.tgname AS name, pg_get_triggerdef(t.oid) AS def
        FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND NOT t.tgisinternal`),
    views: await read(`
      SELECT c.relname AS name, pg_get_viewdef(c.oid) AS def
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('v', 'm')`),
    columns: await read(`
      SELECT c.relname || '.' || a.attname AS name,
             format_type(a.atttypid, a.atttypmod) || CASE WHEN a.attnotnull THEN ' NOT NULL' ELSE '' END
               || coalesce(' DEFAULT ' || pg_get_expr(d.adbin, d.adrelid), '') AS def
        FROM pg_attribute a
        JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
       WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped`),
    constraints: await read(`
      SELECT CASE WHEN conrelid <> 0 THEN conrelid::regclass::text ELSE contypid::regtype::text END
               || '.' || conname AS name,
             pg_get_constraintdef(oid) AS def
        FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND contype <> 't'`),
    indexes: await read(
      `SELECT indexname AS name, indexdef AS def FROM pg_indexes WHERE schemaname = 'public'`,
    ),
  };
}

let fresh: ScratchDb;
let upgraded: ScratchDb;
beforeAll(async () => {
  [fresh, upgraded] = await Promise.all([openScratchDb('fresh'), openScratchDb('upgraded')]);
});
afterAll(async () => {
  await Promise.all([fresh?.close(), upgraded?.close()]);
});

describe('routines', () => {
  it('leave a fresh database and one migrated before they moved out of the migrations alike', async () => {
    await migrateAsBeforeRoutines(upgraded);
    await migrate(fresh.rawTransaction);
    const newNumbered = migrationFiles().filter((name) => !(name in FROZEN));
    expect(await migrate(upgraded.rawTransaction)).toEqual([
      ...newNumbered,
      ...routineFiles().map((r) => r.name),
    ]);

    const [ofFresh, ofUpgraded] = await Promise.all([catalog(fresh), catalog(upgraded)]);
    expect(ofUpgraded).toEqual(ofFresh);
    // one home each: every function, trigger and view has its file, named after it
    const homes = new Set([
      ...Object.keys(ofFresh.functions).map((name) => `functions/${name.slice(0, name.indexOf('('))}.sql`),
      ...Object.keys(ofFresh.triggers).map((name) => `triggers/${name.slice(name.indexOf('.') + 1)}.sql`),
      ...Object.keys(ofFresh.views).map((name) => `views/${name}.sql`),
    ]);
    expect([...homes].sort()).toEqual(
      routineFiles()
        .map((r) => r.name)
        .sort(),
    );
  });

  it('applies nothing when run again', async () => {
    expect(await migrate(fresh.rawTransaction)).toEqual([]);
  });

  it('applies again only the routine whose text changed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'routines-'));
    try {
      cpSync(ROUTINES_DIR, dir, { recursive: true });
      const file = path.join(dir, 'functions/bump_version_counter.sql');
      writeFileSync(file, readFileSync(file, 'utf8').replace('RETURN NULL;', 'RETURN NULL; -- edited'));
      expect(await migrate(fresh.rawTransaction, { routinesDir: dir })).toEqual([
        'functions/bump_version_counter.sql',
      ]);
      const [row] = await fresh.query(`SELECT prosrc FROM pg_proc WHERE proname = 'bump_version_counter'`);
      expect(row!.prosrc).toContain('-- edited');
      // back to the checked-in text: that one file again, and it is what the database holds
      expect(await migrate(fresh.rawTransaction)).toEqual(['functions/bump_version_counter.sql']);
      const [back] = await fresh.query(`SELECT prosrc FROM pg_proc WHERE proname = 'bump_version_counter'`);
      expect(back!.prosrc).not.toContain('-- edited');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
