// Measures how soon the large generated city's map is usable: time from navigation start to the
// `map:first-features` performance mark, in headless Chromium against the real built server, and
// (issue 24) the gzipped bytes of map data received before that first draw at zoom 16, on a
// desktop window and on a phone's. A measurement, not a test: it prints figures and the budgets
// (2 s, 150 KB) next to them.
import { chromium } from '@playwright/test';
import { startBenchServer } from './bench-server.ts';

const port = Number(process.env.BENCH_MAP_PORT ?? 8093);
const base = `http://127.0.0.1:${port}`;
const server = await startBenchServer(port);

try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const viewports = [
    { name: 'desktop 1280x800', width: 1280, height: 800 },
    { name: 'phone 360x740', width: 360, height: 740 },
  ];
  for (const viewport of viewports) {
    const runs: number[] = [];
    const bytes: number[] = [];
    let drawn = 0;
    for (let i = 0; i < 5; i++) {
      // A fresh context each time: no cached map data, no HTTP cache — the cold, worst case.
      const context = await browser.newContext({ viewport });
      await context.addInitScript(() => window.localStorage.setItem('city', JSON.stringify('moscow')));
      const page = await context.newPage();
      // Bytes on the wire (gzip or br as sent) of every map data answer finished before the
      // first draw: CDP's encodedDataLength, which counts what the network carried.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const mapRequests = new Set<string>();
      const finished: { at: number; bytes: number }[] = [];
      cdp.on('Network.requestWillBeSent', (e) => {
        if (/\/api\/map\/get-map-(info|tile)-v3/.test(e.request.url)) mapRequests.add(e.requestId);
      });
      cdp.on('Network.loadingFinished', (e) => {
        if (mapRequests.has(e.requestId)) finished.push({ at: Date.now(), bytes: e.encodedDataLength });
      });
      await page.goto(base + '/');
      await page.waitForFunction(() => document.documentElement.dataset.mapReady === '1', null, {
        timeout: 30_000,
      });
      const readyAt = Date.now();
      const mark = await page.evaluate(
        () => performance.getEntriesByName('map:first-features')[0]?.startTime ?? -1,
      );
      const zoom = await page.getAttribute('[data-testid="map"]', 'data-zoom');
      if (zoom !== '16') console.log(`  (the map opened at zoom ${zoom}, not 16)`);
      drawn = Number(await page.getAttribute('[data-testid="map"]', 'data-features-drawn'));
      runs.push(mark);
      bytes.push(finished.filter((f) => f.at <= readyAt).reduce((sum, f) => sum + f.bytes, 0));
      await context.close();
    }
    runs.sort((a, b) => a - b);
    bytes.sort((a, b) => a - b);
    const median = runs[Math.floor(runs.length / 2)]!;
    const medianBytes = bytes[Math.floor(bytes.length / 2)]!;
    console.log(
      `map first features (moscow, cold, ${viewport.name}): runs ${runs.map((r) => Math.round(r)).join(', ')} ms`,
    );
    console.log(
      `  median ${Math.round(median)} ms, features drawn in view ${drawn} — budget 2000 ms: ${median <= 2000 ? 'met' : 'MISSED'}`,
    );
    console.log(
      `  map data before the first draw at zoom 16: ${(medianBytes / 1000).toFixed(1)} KB on the wire ` +
        `(runs ${bytes.map((b) => (b / 1000).toFixed(1)).join(', ')}) — goal 150 KB: ${medianBytes <= 150_000 ? 'met' : 'MISSED'}`,
    );
  }
  await browser.close();
} finally {
  await server.stop();
}
