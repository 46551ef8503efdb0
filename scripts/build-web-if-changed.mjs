// `npm start`: builds the web app only when apps/web/dist is not the build of the current inputs.
// A hash of the inputs (paths and contents, not mtimes: a checkout or copy touches every mtime
// without changing a byte) is written to dist after a successful build and compared the next
// time. No dist or no stamp (a fresh clone) means build. `npm run build` always builds.
//
//   node scripts/build-web-if-changed.mjs [--check]   (--check: say "up to date"/"stale", exit 0/1)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const stampFile = path.join(dist, '.build-inputs');

/** Everything `vite build` reads, relative to the repository root. */
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
];

function filesUnder(relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

function inputsHash() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesUnder).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  // Vite bakes VITE_* variables into the bundle: a different value is a different build.
  for (const [name, value] of Object.entries(process.env).sort()) {
    if (name.startsWith('VITE_')) hash.update(`${name}=${value}\0`);
  }
  return hash.digest('hex');
}

function upToDate(hash) {
  if (!existsSync(path.join(dist, 'index.html')) || !existsSync(stampFile)) return false;
  return readFileSync(stampFile, 'utf8').trim() === hash;
}

const hash = inputsHash();
if (process.argv.includes('--check')) {
  process.stdout.write(upToDate(hash) ? 'up to date\n' : 'stale\n');
  process.exit(upToDate(hash) ? 0 : 1);
}
if (upToDate(hash)) {
  process.stdout.write('web app: apps/web/dist is up to date, not rebuilding\n');
} else {
  process.stdout.write('web app: inputs changed (or no build yet), building\n');
  const build = spawnSync('npm', ['run', 'build', '-w', '@parking/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // Hashed again after the build: a file edited during the build must not be stamped as built.
  const after = inputsHash();
  if (after === hash) writeFileSync(stampFile, `${hash}\n`);
}
