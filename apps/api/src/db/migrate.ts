import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RawTransaction } from './raw-sql.ts';

const DB_DIR = path.dirname(fileURLToPath(import.meta.url));
const MIGRATIONS_DIR = path.join(DB_DIR, 'migrations');
export const ROUTINES_DIR = path.join(DB_DIR, 'routines');
/**
 * The order routines are applied in: these folders in this order, then file names in byte
 * order. Functions come first because views and triggers name them when they are made; triggers
 * last because one may sit on a view. Within a folder, PL/pgSQL bodies are only parsed when made,
 * so functions calling each other need no order; a view or a LANGUAGE sql function that reads
 * another of its folder must sort after it.
 */
const ROUTINE_FOLDERS = ['functions', 'views', 'triggers'] as const;
/** Any constant: serialises migrations of one database across processes on a server. */
const MIGRATION_LOCK = 727_001;

export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
}

export interface RoutineFile {
  /** The path under the routines folder, e.g. functions/ledger_post.sql: its bookkeeping key. */
  name: string;
  script: string;
  checksum: string;
}

export function routineFiles(routinesDir: string = ROUTINES_DIR): RoutineFile[] {
  return ROUTINE_FOLDERS.flatMap((folder) => {
    const dir = path.join(routinesDir, folder);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((f) => /^[a-z0-9_]+\.sql$/.test(f))
      .sort()
      .map((f) => {
        const script = readFileSync(path.join(dir, f), 'utf8');
        return {
          name: `${folder}/${f}`,
          script,
          checksum: createHash('sha256').update(script).digest('hex'),
        };
      });
  });
}

export interface MigrateOptions {
  /** Where the routine files are; tests point it at an edited copy. */
  routinesDir?: string;
}

/**
 * Applies the checked-in SQL migrations not yet applied, each in its own transaction together
 * with its bookkeeping row, then the routines (functions, views, triggers) whose text changed,
 * Flyway's repeatable migrations: see docs/decisions/0002. The advisory lock makes a second
 * instance starting at the same moment wait and then find the work done. Answers the names of
 * what it applied.
 */
export async function migrate(
  rawTransaction: RawTransaction,
  options: MigrateOptions = {},
): Promise<string[]> {
  const applied: string[] = [];
  await rawTransaction((sql) =>
    sql.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`),
  ).catch(async (error) => {
    // Two servers creating the table at once: one loses the race on the catalog, and the table is there.
    if ((error as { code?: string }).code !== '23505') throw error;
  });
  for (const file of migrationFiles()) {
    const script = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    await rawTransaction(async (sql) => {
      await sql.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const done = await sql.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
      if (done.rows.length > 0) return;
      await sql.exec(script);
      await sql.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    });
  }
  applied.push(...(await applyRoutines(rawTransaction, routineFiles(options.routinesDir))));
  return applied;
}

/**
 * One transaction for all changed routines: a function and the trigger or caller changed with it
 * land together, and a trigger dropped to be made again is never missing for another session.
 */
async function applyRoutines(rawTransaction: RawTransaction, routines: RoutineFile[]): Promise<string[]> {
  return rawTransaction(async (sql) => {
    await sql.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    // Made under the lock, so two instances never race on the catalog for it.
    await sql.exec(`CREATE TABLE IF NOT EXISTS schema_routines (
      name text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const recorded = new Map(
      (await sql.query('SELECT name, checksum FROM schema_routines')).rows.map((r) => [r.name, r.checksum]),
    );
    const applied: string[] = [];
    for (const routine of routines) {
      if (recorded.get(routine.name) === routine.checksum) continue;
      try {
        await sql.exec(routine.script);
      } catch (error) {
        throw new Error(`routine ${routine.name}: ${(error as Error).message}`, { cause: error });
      }
      await sql.query(
        `INSERT INTO schema_routines (name, checksum) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET checksum = EXCLUDED.checksum, applied_at = now()`,
        [routine.name, routine.checksum],
      );
      applied.push(routine.name);
    }
    // A file removed (its object dropped by a numbered migration) must apply again if it returns.
    await sql.query('DELETE FROM schema_routines WHERE NOT (name = ANY ($1::text[]))', [
      routines.map((r) => r.name),
    ]);
    return applied;
  });
}
