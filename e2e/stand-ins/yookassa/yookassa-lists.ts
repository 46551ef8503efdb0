import { fail, type ApiError } from './yookassa-objects.ts';

const FILTERS = ['gte', 'gt', 'lte', 'lt'] as const;

/**
 * One page of a list as the API answers it ({type:"list", items, next_cursor}): newest first,
 * created_at.gte/gt/lte/lt and the given equality filters (payment_id, refund_id), limit 1..100
 * (default 10), next_cursor only when more are left (here: the offset, opaque to the client).
 */
export function listPage<T extends { created_at?: string }>(
  all: T[],
  query: URLSearchParams,
  equalities: string[],
): { type: 'list'; items: T[]; next_cursor?: string } | ApiError {
  const limit = Number(query.get('limit') ?? 10);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    return fail(400, 'invalid_request', 'limit must be 1 to 100', 'limit');
  let rows = [...all].sort((a, b) => Date.parse(b.created_at ?? '') - Date.parse(a.created_at ?? ''));
  for (const op of FILTERS) {
    const raw = query.get(`created_at.${op}`);
    if (raw === null) continue;
    const at = Date.parse(raw);
    if (Number.isNaN(at)) return fail(400, 'invalid_request', 'Wrong date', `created_at.${op}`);
    rows = rows.filter((r) => {
      const t = Date.parse(r.created_at ?? '');
      return op === 'gte' ? t >= at : op === 'gt' ? t > at : op === 'lte' ? t <= at : t < at;
    });
  }
  for (const name of equalities) {
    const wanted = query.get(name);
    if (wanted !== null) rows = rows.filter((r) => (r as Record<string, unknown>)[name] === wanted);
  }
  const cursor = query.get('cursor');
  const offset = cursor ? Number(Buffer.from(cursor, 'base64url').toString('utf8')) : 0;
  if (!Number.isInteger(offset) || offset < 0) return fail(400, 'invalid_request', 'Wrong cursor', 'cursor');
  const items = rows.slice(offset, offset + limit);
  const next =
    offset + limit < rows.length ? Buffer.from(String(offset + limit)).toString('base64url') : undefined;
  return { type: 'list', items, ...(next ? { next_cursor: next } : {}) };
}
