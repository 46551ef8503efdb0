/**
 * Writes test/fixtures/migrations-at-0036.json: the numbered migrations exactly as they stood
 * before functions, triggers and views moved out of them into db/routines (decision 0002).
 *
 *   npx tsx apps/api/scripts/freeze-migrations.ts
 *
 * routines.test.ts builds an "upgraded" database from it, the way every database made before
 * that change was built, and checks it ends like a fresh one. It is data, not source: the
 * commit is fixed, so running this again writes the same file.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const COMMIT = '5a8b63e51429d356cf6fff8c42a01c103da17c4f';
const MIGRATIONS = 'apps/api/src/db/migrations';
const OUT = path.join(import.meta.dirname, '../test/fixtures/migrations-at-0036.json');

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: path.join(import.meta.dirname, '../../..'), encoding: 'utf8' });

const names = git('ls-tree', '--name-only', COMMIT, `${MIGRATIONS}/`)
  .split('\n')
  .map((line) => path.basename(line))
  .filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name))
  .sort();
const files = Object.fromEntries(names.map((name) => [name, git('show', `${COMMIT}:${MIGRATIONS}/${name}`)]));
writeFileSync(OUT, `${JSON.stringify(files, null, 2)}\n`);
console.log(`${names.length} migrations written to ${path.relative(process.cwd(), OUT)}`);
