import { createHash } from 'node:crypto';

/**
 * A stable SHA-256 of a request's fields for withIdempotency: object keys are sorted, so the
 * same fields in another order hash alike. Pass only what decides the effect (amount, plate,
 * zone, ...), not volatile things such as the client's clock.
 */
export function hashRequest(fields: unknown): string {
  return createHash('sha256').update(stableJson(fields)).digest('hex');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
