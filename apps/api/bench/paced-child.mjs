// An open-loop load at a steady rate, in its own process, printing autocannon's result shape
// (requests.average, latency.p50/p99, 2xx, non2xx, errors, timeouts) as JSON. Config as for
// load-child.mjs plus `rate` (requests a second) and `warmUrl`: a GET answered before the clock
// starts, once on each of the `connections` sockets, so the measured run finds its sockets open
// (as a client that has been sending for a while would) rather than timing 64 TCP handshakes.
//
// Why not autocannon's connectionRate/overallRate: autocannon lets each connection send its
// quota for the second back to back and then waits for the next second, so a "paced" run is a
// flat-out burst at the top of every second. Here the requests are spread evenly over time
// (the n-th is due at n/rate seconds) over a pool of `connections` keep-alive sockets, and each
// latency counts from the moment the request was due, not when a socket became free, so a slow
// server cannot hide its queue (no coordinated omission).
import http from 'node:http';
import { bodyMaker } from './request-body.mjs';

const config = JSON.parse(process.argv[2]);
const url = new URL(config.url);
const agent = new http.Agent({ keepAlive: true, maxSockets: config.connections });
const bodyOf = bodyMaker(config);
const latencies = [];
const counts = { ok: 0, non2xx: 0, errors: 0, timeouts: 0 };
const total = Math.round(config.rate * config.seconds);
let sent = 0;
let settled = 0;

function send(n, dueAt) {
  const body = bodyOf(n);
  const headers = { 'content-type': 'application/json' };
  if (config.tokens?.length) headers.authorization = `Bearer ${config.tokens[n % config.tokens.length]}`;
  if (body !== undefined) headers['content-length'] = Buffer.byteLength(body);
  const request = http.request(
    {
      agent,
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: config.method,
      headers,
      timeout: 10_000,
    },
    (response) => {
      response.resume();
      response.on('end', () => {
        latencies.push(performance.now() - dueAt);
        if (response.statusCode >= 200 && response.statusCode < 300) counts.ok++;
        else counts.non2xx++;
        done();
      });
    },
  );
  let timedOut = false;
  request.on('timeout', () => {
    timedOut = true;
    counts.timeouts++;
    request.destroy();
  });
  request.on('error', () => {
    if (!timedOut) counts.errors++;
    done();
  });
  request.end(body);
}

/** One GET of warmUrl on each socket at once; resolves when all have answered. */
function openSockets() {
  if (!config.warmUrl) return Promise.resolve();
  const warm = new URL(config.warmUrl);
  const once = () =>
    new Promise((resolve) => {
      const request = http.request(
        { agent, host: warm.hostname, port: warm.port, path: warm.pathname, method: 'GET' },
        (response) => {
          response.resume();
          response.on('end', resolve);
        },
      );
      request.on('error', resolve);
      request.end();
    });
  return Promise.all(Array.from({ length: config.connections }, once));
}

await openSockets();
const started = performance.now();
function done() {
  if (++settled < total) return;
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  process.stdout.write(
    JSON.stringify({
      requests: { average: counts.ok / seconds, total: settled },
      latency: { p50: at(0.5), p99: at(0.99), max: at(1) },
      '2xx': counts.ok,
      non2xx: counts.non2xx,
      errors: counts.errors,
      timeouts: counts.timeouts,
    }),
  );
  agent.destroy();
}

// A 1 ms tick sends every request that has come due; each keeps its own due time.
const tick = setInterval(() => {
  const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * config.rate));
  for (; sent < due; sent++) send(sent, started + (sent / config.rate) * 1000);
  if (sent >= total) clearInterval(tick);
}, 1);
