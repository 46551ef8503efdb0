// `npm test`: every test of the project, then one closing line "N passed, N failed".
// 1. Vitest over domain, API (embedded PGlite) and web.
// 2. The API tests again on a PostgreSQL server when TEST_DATABASE_URL is set (CI sets it).
// 3. The house rules: the import arrows (dependency-cruiser, .dependency-cruiser.cjs) and the
//    first load of "/" under its budget (apps/web/scripts/first-load-size.mjs, on a fresh build
//    of the web app made here).
// 4. The Playwright journeys in Debian's Chromium against the real server.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What the architecture check reads: every source root of the workspaces. */
const ARCHITECTURE_ROOTS = [
  'packages/domain/src',
  'apps/api/src',
  'apps/api/test',
  'apps/api/bench',
  'apps/api/scale',
  'apps/api/scripts',
  'apps/web/src',
  'e2e/tests',
];

const out = mkdtempSync(path.join(tmpdir(), 'parking-test-report-'));
const totals = { passed: 0, failed: 0 };
/** The failed tests' names, repeated at the very end (a long log's tail is often all one sees). */
const failures = [];
let exitCode = 0;

function run(title, command, args, env, reportFile, count, failedNames) {
  process.stdout.write(`\n=== ${title} ===\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) exitCode = 1;
  if (existsSync(reportFile)) {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    const { passed, failed } = count(report);
    totals.passed += passed;
    totals.failed += failed;
    for (const name of failedNames(report)) failures.push(`${title}: ${name}`);
  } else {
    totals.failed += 1;
    process.stdout.write(`${title}: no report written (the run did not start or crashed)\n`);
  }
}

const vitestCount = (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests + r.numPendingTests });
const vitestFailed = (r) =>
  r.testResults.flatMap((file) =>
    file.assertionResults
      .filter((t) => t.status !== 'passed')
      .map((t) => `${path.relative(process.cwd(), file.name)} › ${t.fullName} (${t.status})`),
  );
/** Playwright's report nests suites; a test that did not end as expected is a failure. */
const playwrightFailed = (r) => {
  const names = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'skipped')
          names.push(`${[...trail, spec.title].join(' › ')} (${test.status})`);
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of r.suites ?? []) walk(suite, [suite.title]);
  return names;
};
const vitestArgs = (file, extra = []) => [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${file}`,
  ...extra,
];

run(
  'unit and API tests (PGlite)',
  'npx',
  vitestArgs(path.join(out, 'vitest.json')),
  {},
  path.join(out, 'vitest.json'),
  vitestCount,
  vitestFailed,
);

if (process.env.TEST_DATABASE_URL) {
  const file = path.join(out, 'vitest-pg.json');
  run(
    'API tests on the PostgreSQL server',
    'npx',
    vitestArgs(file, ['--project', 'api']),
    { DATABASE_URL: process.env.TEST_DATABASE_URL },
    file,
    vitestCount,
    vitestFailed,
  );
} else {
  process.stdout.write('\n(TEST_DATABASE_URL not set: the API tests ran on PGlite only)\n');
}

/** A check without a report of its own: one test that passes when the command exits 0. */
function check(title, command, args) {
  process.stdout.write(`\n=== ${title} ===\n`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status === 0) totals.passed += 1;
  else {
    exitCode = 1;
    totals.failed += 1;
    failures.push(title);
  }
}

check('architecture: imports point one way (dependency-cruiser)', 'npx', [
  'depcruise',
  '--config',
  '.dependency-cruiser.cjs',
  '--output-type',
  'err',
  ...ARCHITECTURE_ROOTS,
]);
// Always a fresh build: a dist/ left from older sources would measure the wrong code.
check('web build', 'npm', ['run', 'build', '-w', '@parking/web']);
check('first load of "/" under its budget', 'node', ['apps/web/scripts/first-load-size.mjs']);

if (process.env.SKIP_E2E !== '1') {
  const file = path.join(out, 'e2e.json');
  run(
    'browser journeys (Playwright, Chromium)',
    'npm',
    ['test', '-w', '@parking/e2e'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
    file,
    (r) => ({
      passed: r.stats.expected + r.stats.flaky,
      failed: r.stats.unexpected + r.stats.skipped,
    }),
    playwrightFailed,
  );
}

if (failures.length > 0) process.stdout.write(`\nfailed:\n${failures.map((f) => `  ${f}\n`).join('')}`);
process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed\n`);
process.exit(exitCode || (totals.failed > 0 ? 1 : 0));
