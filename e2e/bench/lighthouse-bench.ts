// Lighthouse (mobile, simulated throttling, performance only) on the map page and the guest
// payment page, beside what a page without a framework does with the same data in the same run
// (issue 24): a bare-Leaflet map and a plain-HTML form (bench/baselines/). The machine is slow and
// noisy, so what counts is the ratio ours/baseline within one run, rounds interleaved.
// A measurement, not a test: it prints figures, ratios and the goals met or MISSED.
import { createReadStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBenchServer, type BenchServer } from './bench-server.ts';

const port = Number(process.env.LIGHTHOUSE_BENCH_PORT ?? 8097);
const proxyPort = port + 1;
const app = `http://127.0.0.1:${port}`;
const base = `http://127.0.0.1:${proxyPort}`;
const rounds = Number(process.env.LIGHTHOUSE_ROUNDS ?? 3);
const root = path.resolve(import.meta.dirname, '../..');
const baselines = path.join(import.meta.dirname, 'baselines');
const leafletDist = path.join(root, 'node_modules/leaflet/dist');

// WEB_DIST_DIR (the server's own setting) measures a copy of a build, e.g. one kept from before a change.
if (!existsSync(path.join(process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist'), 'index.html'))) {
  throw new Error('No web build: run `npm run build -w @parking/web` first (`npm run bench` does)');
}

interface CityView {
  city: string;
  mapCenter: [number, number];
}
const cities = (
  JSON.parse(readFileSync(path.join(root, 'packages/domain/src/cities/cities.json'), 'utf8')) as {
    cities: CityView[];
  }
).cities;
/** The map's start view: the city's centre at the default zoom (site option initialZoom, 16). */
function baselineMap(city: string): string {
  const [lat, lng] = cities.find((c) => c.city === city)!.mapCenter;
  return `/baselines/map.html?city=${city}&lat=${lat}&lng=${lng}&zoom=16`;
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.png': 'image/png',
};

/**
 * One origin for every page measured: the baselines (and Leaflet's own files) from disk, gzipped
 * as the app server gzips its assets, and everything else passed to the app server unchanged, so
 * the baselines call the same API and all four pages pay the same hop.
 */
const proxy = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', base);
  if (url.pathname.startsWith('/baselines/')) {
    const name = url.pathname.slice('/baselines/'.length);
    const file = name.startsWith('leaflet/')
      ? path.join(leafletDist, name.slice('leaflet/'.length))
      : path.join(baselines, name);
    if (!file.startsWith(baselines) && !file.startsWith(leafletDist)) return response.end();
    if (!existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const zipped = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      ...(zipped ? { 'content-encoding': 'gzip' } : {}),
    });
    const body = createReadStream(file);
    (zipped ? body.pipe(createGzip()) : body).pipe(response);
    return;
  }
  const upstream = http.request(
    `${app}${request.url}`,
    { method: request.method, headers: { ...request.headers, host: `127.0.0.1:${port}` } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.writeHead(502).end());
  request.pipe(upstream);
});

interface Figures {
  tbt: number;
  lcp: number;
  cls: number;
  js: number;
  score: number;
}

interface Page {
  name: string;
  url: string;
}

/** What is compared: our page, its baseline, and the goal for the ratio of TBT and LCP. */
interface Pair {
  title: string;
  ours: Page;
  baseline: Page;
  goal: number;
  rounds: number;
}

/** LIGHTHOUSE_ONLY=<words of a title> (e.g. "guest"): measure that pair alone, when working on it. */
const only = process.env.LIGHTHOUSE_ONLY;
const allPairs: Pair[] = [
  {
    title: 'map page, perm',
    ours: { name: '/', url: '/' },
    baseline: { name: 'bare Leaflet', url: baselineMap('perm') },
    goal: 1.5,
    rounds,
  },
  {
    title: 'guest payment, perm',
    ours: { name: '/guest-payment', url: '/guest-payment' },
    baseline: { name: 'plain HTML form', url: '/baselines/form.html' },
    goal: 2,
    rounds,
  },
  {
    // /c/moscow/ chooses the city (the server's address for a city's page) and lands on "/".
    // The baseline fetches moscow's full map call (all 21,200 features), as the seeds define it;
    // the app may fetch less (by view) — that difference is the point of the comparison.
    title: 'map page, moscow (baseline: full get-map-info-v3)',
    ours: { name: '/c/moscow/', url: '/c/moscow/' },
    baseline: { name: 'bare Leaflet', url: baselineMap('moscow') },
    goal: 1.5,
    rounds: Number(process.env.LIGHTHOUSE_MOSCOW_ROUNDS ?? 2),
  },
];
const pairs = only ? allPairs.filter((pair) => pair.title.includes(only)) : allPairs;

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

/**
 * Lighthouse now and then fails to record a trace on a loaded machine (NO_NAVSTART, NO_FCP): that
 * load is measured again, up to three times, rather than losing the whole run.
 */
async function measure(chromePort: number, url: string): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(chromePort, url);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  (again: ${(error as Error).message.slice(0, 80)})`);
    }
  }
}

async function measureOnce(chromePort: number, url: string): Promise<Figures> {
  const result = await lighthouse(`${base}${url}`, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const requests = ((audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
    ?.items ?? []) as NetworkRequest[];
  if (details) {
    console.log(whatTookTheTime(audits));
    console.log(largestPaintCandidates(result.artifacts.Trace.traceEvents, audits));
    const file = path.join(tmpdir(), `lighthouse-${url.replace(/\W+/g, '-').slice(0, 40)}.json`);
    writeFileSync(file, JSON.stringify(result.lhr));
    console.log(`    (the whole report: ${file})`);
  }
  return {
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    js: requests
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    score: Math.round((categories.performance?.score ?? 0) * 100),
  };
}

/**
 * LIGHTHOUSE_DETAILS=1: what the figures of one load are made of, to know what to work on: the
 * largest paint's element and phases, and the main thread's long tasks (start, length, script).
 */
const details = process.env.LIGHTHOUSE_DETAILS === '1';
type Audits = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']['audits'];
function whatTookTheTime(audits: Audits): string {
  const items = (id: string) =>
    ((audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []) as Record<
      string,
      unknown
    >[];
  const lines: string[] = [];
  for (const table of items('largest-contentful-paint-element')) {
    for (const item of ((table as { items?: Record<string, unknown>[] }).items ?? []) as Record<
      string,
      unknown
    >[]) {
      const node = item.node as { selector?: string; snippet?: string } | undefined;
      if (node) lines.push(`    LCP element ${node.selector ?? ''} ${(node.snippet ?? '').slice(0, 100)}`);
      else if (item.phase)
        lines.push(`    LCP phase ${String(item.phase)}: ${Math.round(Number(item.timing))} ms`);
    }
  }
  lines.push(`    FCP ${Math.round(audits['first-contentful-paint']?.numericValue ?? NaN)} ms`);
  for (const task of items('long-tasks'))
    lines.push(
      `    long task at ${Math.round(Number(task.startTime))} ms: ${Math.round(Number(task.duration))} ms ${String(task.url ?? '')}`,
    );
  return lines.join('\n');
}

/**
 * The largest paint's candidates from the trace (Lighthouse 12.2.3's element audit fails with this
 * Chromium), beside the observed (unthrottled) paints: a simulated LCP far after the observed one
 * means Lantern counted requests that ended before that paint (docs/decisions/0005).
 */
function largestPaintCandidates(
  events: { name: string; ts: number; args?: { data?: Record<string, unknown> } }[],
  audits: Audits,
): string {
  const start = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)?.ts;
  const observed = (audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0];
  const lines = [
    `    observed FCP ${observed?.observedFirstContentfulPaint} ms, LCP ${observed?.observedLargestContentfulPaint} ms`,
  ];
  for (const e of events.filter((e) => e.name === 'largestContentfulPaint::Candidate')) {
    const data = e.args?.data ?? {};
    const at = start === undefined ? '?' : Math.round((e.ts - start) / 1000);
    lines.push(
      `    LCP candidate at ${at} ms (observed): ${String(data.nodeName)} ${String(data.size ?? '')}`,
    );
  }
  return lines.join('\n');
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const medianOf = (runs: Figures[]): Figures => ({
  tbt: median(runs.map((r) => r.tbt)),
  lcp: median(runs.map((r) => r.lcp)),
  cls: median(runs.map((r) => r.cls)),
  js: median(runs.map((r) => r.js)),
  score: median(runs.map((r) => r.score)),
});
const show = (f: Figures) =>
  `TBT ${Math.round(f.tbt)} ms, LCP ${Math.round(f.lcp)} ms, JS ${(f.js / 1000).toFixed(1)} KB, ` +
  `CLS ${f.cls.toFixed(3)}, score ${f.score}`;
/** ours/baseline; a baseline of 0 (no blocking at all) leaves only "nothing" within the goal. */
const ratio = (ours: number, baseline: number) => (baseline > 0 ? ours / baseline : ours > 0 ? Infinity : 1);
const showRatio = (r: number) => (Number.isFinite(r) ? `${r.toFixed(2)}x` : '∞ (baseline 0)');

let chrome: chromeLauncher.LaunchedChrome | undefined;
let server: BenchServer | undefined;
const started = Date.now();
try {
  await new Promise<void>((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
  server = await startBenchServer(port, { PUBLIC_URL: base });
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  // One unmeasured load of each page: the server's first answers (compression caches, the city's
  // map info) are not what a driver's phone waits for.
  for (const pair of pairs) await measure(chrome.port, pair.ours.url);

  console.log(`Lighthouse ${'12.2.3'} mobile, simulated throttling, ${base}`);
  for (const pair of pairs) {
    const ours: Figures[] = [];
    const baseline: Figures[] = [];
    console.log(`\n${pair.title}`);
    for (let round = 1; round <= pair.rounds; round++) {
      // Interleaved, the order swapped every round, so a slow spell of the machine hits both.
      const order = round % 2 ? (['ours', 'baseline'] as const) : (['baseline', 'ours'] as const);
      for (const which of order) {
        const figures = await measure(chrome.port, pair[which].url);
        (which === 'ours' ? ours : baseline).push(figures);
        console.log(`  round ${round} ${pair[which].name.padEnd(16)} ${show(figures)}`);
      }
    }
    const o = medianOf(ours);
    const b = medianOf(baseline);
    const tbt = ratio(o.tbt, b.tbt);
    const lcp = ratio(o.lcp, b.lcp);
    console.log(`  median ${pair.ours.name.padEnd(15)} ${show(o)}`);
    console.log(`  median ${pair.baseline.name.padEnd(15)} ${show(b)}`);
    console.log(
      `  ratio ours/baseline: TBT ${showRatio(tbt)} — goal ≤${pair.goal}x ${tbt <= pair.goal ? 'met' : 'MISSED'}; ` +
        `LCP ${showRatio(lcp)} — goal ≤${pair.goal}x ${lcp <= pair.goal ? 'met' : 'MISSED'}; ` +
        `JS ${showRatio(ratio(o.js, b.js))}`,
    );
  }
  console.log(`\n(${Math.round((Date.now() - started) / 1000)} s)`);
} finally {
  await chrome?.kill();
  proxy.close();
  await server?.stop();
}
