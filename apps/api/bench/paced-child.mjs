// An open-loop load at a steady rate, in its own process, printing autocannon's result shape
// (requests.average, latency.p50/p99, 2xx, non2xx, errors, timeouts) as JSON. Config as for
// load-child.mjs plus:
//   rate         requests a second;
//   warmUrl      a GET answered before the clock starts, once on each of the `connections`
//                sockets, so the measured run finds its sockets open (as a client that has been
//                sending for a while would) rather than timing 64 TCP handshakes;
//   warmSeconds  the load at `rate` for this long before the measured run, not measured (the
//                server's and this process's code compile on its first calls, and a phase that
//                follows a flat-out one starts with the last one's backlog); its answers are
//                counted apart, in `warmUp`, so the caller can count every effect it had;
//   timeline     adds `timeline`: the measured run's start (wall-clock ms) and, per answer,
//                [ms after that start it was due, latency ms] (bench/timeline.ts reads it).
//
// Why not autocannon's connectionRate/overallRate: autocannon lets each connection send its
// quota for the second back to back and then waits for the next second, so a "paced" run is a
// flat-out burst at the top of every second. Here the requests are spread evenly over time
// (the n-th is due at n/rate seconds) over a pool of `connections` keep-alive sockets, and each
// latency counts from the moment the request was due, not when a socket became free, so a slow
// server cannot hide its queue (no coordinated omission).
//
// Why raw sockets and not node:http: this process shares the machine's two cores with the
// server and its database, and node:http spent about 210 µs of CPU a request here. A request is
// written as one prepared buffer and an answer is read by its Content-Length, as wrk and
// autocannon do: about 110 µs.
import net from 'node:net';
import { bodyMaker } from './request-body.mjs';

const config = JSON.parse(process.argv[2]);
const url = new URL(config.url);
const bodyOf = bodyMaker(config);
const warmTotal = Math.round(config.rate * (config.warmSeconds ?? 0));
const total = Math.round(config.rate * config.seconds);
const TIMEOUT_MS = 10_000;
// one timer checks every request's timeout (expireSlow): a timer per request costs a wake-up each

/** The n-th request's bytes: request line, headers and body in one buffer. */
function requestBytes(n, method = config.method, path = url.pathname + url.search) {
  const body = method === 'GET' ? undefined : bodyOf(n);
  const lines = [`${method} ${path} HTTP/1.1`, `host: ${url.host}`, 'connection: keep-alive'];
  if (config.tokens?.length && method !== 'GET')
    lines.push(`authorization: Bearer ${config.tokens[n % config.tokens.length]}`);
  if (body !== undefined)
    lines.push('content-type: application/json', `content-length: ${Buffer.byteLength(body)}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`);
}

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * One keep-alive connection carrying one request at a time. `send` resolves with the answer's
 * status code (0 for a broken connection, -1 for a timeout: see expireSlow).
 */
function connection() {
  const socket = net.connect({ host: url.hostname, port: Number(url.port), noDelay: true });
  let buffered = Buffer.alloc(0);
  let waiting = null;
  const link = {
    socket,
    /** When the request in flight was written (performance.now()), or null. */
    sentAt: null,
    finish(status) {
      const resolve = waiting;
      waiting = null;
      link.sentAt = null;
      buffered = Buffer.alloc(0);
      resolve?.(status);
    },
    send(bytes) {
      return new Promise((resolve) => {
        if (socket.destroyed) return resolve(0);
        waiting = resolve;
        link.sentAt = performance.now();
        socket.write(bytes);
      });
    },
  };
  socket.on('data', (chunk) => {
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    const headerEnd = buffered.indexOf(HEADER_END);
    if (headerEnd < 0) return;
    const head = buffered.subarray(0, headerEnd).toString('latin1');
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    // an answer without a length cannot be delimited here: count it as broken
    if (!length) return link.finish(0);
    if (buffered.length - headerEnd - HEADER_END.length < Number(length[1])) return;
    link.finish(Number(head.slice(9, 12)));
  });
  socket.on('error', () => link.finish(0));
  socket.on('close', () => link.finish(0));
  return link;
}

const pool = Array.from({ length: config.connections }, connection);
const idle = [...pool];
/** Requests due while every connection was busy, oldest first. */
const queue = [];

function measured(n) {
  return n >= warmTotal;
}

const counts = { ok: 0, non2xx: 0, errors: 0, timeouts: 0 };
const warmCounts = { ok: 0, total: 0 };
const latencies = [];
const timeline = [];
let settled = 0;
let onAllSettled = () => {};

async function run(link, n, dueAt) {
  const status = await link.send(requestBytes(n));
  if (measured(n)) {
    const latency = performance.now() - dueAt;
    latencies.push(latency);
    if (config.timeline) timeline.push([Math.round(dueAt - measureFrom), Math.round(latency)]);
    if (status >= 200 && status < 300) counts.ok++;
    else if (status > 0) counts.non2xx++;
    else if (status === -1) counts.timeouts++;
    else counts.errors++;
  } else {
    warmCounts.total++;
    if (status >= 200 && status < 300) warmCounts.ok++;
  }
  // a timed-out or broken connection is replaced by a new one
  const usable = status > 0 ? link : replace(link);
  const next = queue.shift();
  if (next) run(usable, next.n, next.dueAt);
  else idle.push(usable);
  if (++settled === warmTotal + total) onAllSettled();
}

function replace(link) {
  link.socket.destroy();
  const fresh = connection();
  pool[pool.indexOf(link)] = fresh;
  return fresh;
}

function dispatch(n, dueAt) {
  // the longest idle first, so every socket keeps being used (servers close idle ones)
  let link = idle.shift();
  if (link?.socket.destroyed) link = replace(link);
  if (link) run(link, n, dueAt);
  else queue.push({ n, dueAt });
}

/** One GET of warmUrl on each connection at once; resolves when all have answered. */
async function openSockets() {
  if (!config.warmUrl) return;
  const warm = new URL(config.warmUrl);
  await Promise.all(pool.map((link) => link.send(requestBytes(0, 'GET', warm.pathname))));
}

await openSockets();
const started = performance.now();
const measureFrom = started + (warmTotal / config.rate) * 1000;
let sent = 0;
const all = warmTotal + total;

/** Requests unanswered for TIMEOUT_MS count as timed out; their connection is dropped. */
function expireSlow(now) {
  for (const link of pool)
    if (link.sentAt !== null && now - link.sentAt > TIMEOUT_MS) {
      link.finish(-1);
    }
}
const expiry = setInterval(() => expireSlow(performance.now()), 1000);

// A 1 ms tick sends every request that has come due; each keeps its own due time.
const tick = setInterval(() => {
  const due = Math.min(all, Math.floor(((performance.now() - started) / 1000) * config.rate));
  for (; sent < due; sent++) dispatch(sent, started + (sent / config.rate) * 1000);
  if (sent >= all) clearInterval(tick);
}, 1);

await new Promise((resolve) => (onAllSettled = resolve));
clearInterval(expiry);
const seconds = (performance.now() - measureFrom) / 1000;
latencies.sort((a, b) => a - b);
const at = (q) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
process.stdout.write(
  JSON.stringify({
    requests: { average: counts.ok / seconds, total },
    latency: { p50: at(0.5), p99: at(0.99), max: at(1) },
    '2xx': counts.ok,
    non2xx: counts.non2xx,
    errors: counts.errors,
    timeouts: counts.timeouts,
    warmUp: warmCounts,
    ...(config.timeline
      ? { timeline: { startedAt: Math.round(performance.timeOrigin + measureFrom), latencies: timeline } }
      : {}),
  }),
);
for (const link of pool) link.socket.destroy();
