import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RawTransaction } from './raw-sql.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any constant: serialises migrations of one database across processes on a server. */
const MIGRATION_LOCK = 727_001;

export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
}

/**
 * Applies the checked-in SQL migrations not yet applied, each in its own transaction together
 * with its bookkeeping row. The advisory lock makes a second instance starting at the same
 * moment wait and then find the work done. (drizzle-kit's migrator wants its own journal
 * format; plain numbered files are easier to review: see docs/decisions/0002.)
 */
export async function migrate(rawTransaction: RawTransaction): Promise<string[]> {
  const applied: string[] = [];
  await rawTransaction((sql) =>
    sql.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`),
  ).catch(async (error) => {
    // Two servers creating the table at once: one loses the race on the catalog; retry once.
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
  return applied;
}
