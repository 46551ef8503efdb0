import { Counter, Histogram } from 'prom-client';
import { metricsRegistry } from '../lib/metrics.ts';

const labelNames = ['method', 'route', 'status'] as const;

/**
 * Requests by route pattern (`/c/:city/api/...`, never the raw URL, so the label set stays
 * bounded; a request no route matched is `unmatched`), method and status.
 */
const requests = new Counter({
  name: 'parking_http_requests_total',
  help: 'HTTP requests answered, by route pattern, method and status',
  labelNames,
  registers: [metricsRegistry],
});

const duration = new Histogram({
  name: 'parking_http_request_duration_seconds',
  help: 'Time from the request to its answer, by route pattern, method and status',
  labelNames,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** One answered request (plugins/metrics.ts's onResponse hook). */
export function recordRequest(method: string, route: string | undefined, status: number, ms: number): void {
  const labels = { method, route: route ?? 'unmatched', status: String(status) };
  requests.inc(labels);
  duration.observe(labels, ms / 1000);
}
