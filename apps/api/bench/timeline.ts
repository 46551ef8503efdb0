import { PerformanceObserver } from 'node:perf_hooks';

/**
 * BENCH_TIMELINE=1: what the server process went through while a paced load ran, next to the
 * load's latencies, to tell a p99 made by a few episodes (a full GC, a stall) from one made by
 * a machine that is simply too busy. Times are wall-clock milliseconds in both processes.
 */

/** One thing the server process went through: a GC pause, or the event loop late by `ms`. */
export interface ServerEvent {
  kind: string;
  at: number;
  ms: number;
}

const wallNow = () => performance.timeOrigin + performance.now();

/** Records GC pauses over 3 ms and event-loop turns late by over 8 ms until `stop`. */
export function watchServer(): { stop: () => ServerEvent[] } {
  const events: ServerEvent[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.duration <= 3) continue;
      // detail.kind: 1 scavenge, 2 minor mark-sweep, 4 full mark-compact, 8 incremental, 16 weak callbacks
      const kind = (entry as { detail?: { kind?: number } }).detail?.kind ?? 0;
      events.push({ kind: `gc${kind}`, at: performance.timeOrigin + entry.startTime, ms: entry.duration });
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  let last = wallNow();
  const tick = setInterval(() => {
    const now = wallNow();
    if (now - last > 8) events.push({ kind: 'lag', at: last, ms: now - last });
    last = now;
  }, 1);
  return {
    stop: () => {
      clearInterval(tick);
      observer.disconnect();
      return events;
    },
  };
}

/**
 * The 100 ms windows of a paced run whose slowest request took over `overMs`, each with its
 * median and worst latency and the server events in it, one line a window.
 */
export function slowWindows(
  startedAt: number,
  latencies: [dueMs: number, ms: number][],
  events: ServerEvent[],
  overMs = 40,
): string[] {
  const WINDOW = 100;
  const windows = new Map<number, number[]>();
  for (const [due, ms] of latencies) {
    const w = Math.floor(due / WINDOW);
    (windows.get(w) ?? windows.set(w, []).get(w)!).push(ms);
  }
  const lines: string[] = [];
  for (const [w, values] of [...windows].sort((a, b) => a[0] - b[0])) {
    values.sort((a, b) => a - b);
    const worst = values[values.length - 1]!;
    if (worst <= overMs) continue;
    const from = startedAt + w * WINDOW;
    const seen = events
      .filter((e) => e.at + e.ms > from && e.at < from + WINDOW)
      .map((e) => `${e.kind} ${Math.round(e.ms)} ms`)
      .join(', ');
    lines.push(
      `${((w * WINDOW) / 1000).toFixed(1)} s: median ${values[Math.floor(values.length / 2)]} ms, ` +
        `worst ${worst} ms${seen ? `; server: ${seen}` : ''}`,
    );
  }
  return lines;
}
