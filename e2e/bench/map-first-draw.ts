// Measures how soon the large generated city's map is usable: time from navigation start to the
// `map:first-features` performance mark, in headless Chromium against the real built server.
// A measurement, not a test: it prints figures and the 2 s budget next to them.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const port = 8093;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'parking-map-bench-'));
const root = path.resolve(import.meta.dirname, '../..');

// node itself (not npx) so that killing it stops the server and nothing is left behind.
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    HOSTED_CITIES: 'perm,moscow',
    PRELOAD_CITIES: 'perm,moscow',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const runs: number[] = [];
  let drawn = 0;
  for (let i = 0; i < 5; i++) {
    // A fresh context each time: no cached map data, no HTTP cache — the cold, worst case.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => window.localStorage.setItem('city', JSON.stringify('moscow')));
    const page = await context.newPage();
    await page.goto(base + '/');
    await page.waitForFunction(() => document.documentElement.dataset.mapReady === '1', null, {
      timeout: 30_000,
    });
    const mark = await page.evaluate(
      () => performance.getEntriesByName('map:first-features')[0]?.startTime ?? -1,
    );
    drawn = Number(await page.getAttribute('[data-testid="map"]', 'data-features-drawn'));
    runs.push(mark);
    await context.close();
  }
  await browser.close();
  runs.sort((a, b) => a - b);
  const median = runs[Math.floor(runs.length / 2)]!;
  console.log(`map first features (moscow, cold): runs ${runs.map((r) => Math.round(r)).join(', ')} ms`);
  console.log(
    `  median ${Math.round(median)} ms, features drawn in view ${drawn} — budget 2000 ms: ${median <= 2000 ? 'met' : 'MISSED'}`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  rmSync(dataDir, { recursive: true, force: true });
}
