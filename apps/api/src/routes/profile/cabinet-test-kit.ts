import type { FastifyInstance } from 'fastify';
import { cityOf } from '../../../test/account-test-kit.ts';

/**
 * Answers read loosely in tests: the route's response schema already fixes their shape, and
 * the assertions say which fields matter.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = Record<string, any>;

/** One cabinet call with the driver's token in the header (the web's way); JSON or form body. */
export async function send(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  payload?: Record<string, unknown> | string,
  headers: Record<string, string> = {},
) {
  const res = await app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(payload !== undefined ? { payload } : {}),
  });
  let body: Record<string, unknown>;
  try {
    body = res.json();
  } catch {
    body = { raw: res.body };
  }
  return { status: res.statusCode, body: body as Loose };
}

/** A running (paid, not yet ended) parking session of a plate, made directly in the database. */
export async function parkPlate(app: FastifyInstance, userId: number, plate: string): Promise<void> {
  const city = await cityOf(app);
  await city.query(
    `INSERT INTO parking_sessions (user_id, kind, status, zone, plate, category, number_format, starts_at,
       ends_at, duration_minutes, payment_method)
     VALUES ($1, 'payment', 'active', '101', $2, 'B', 'rus', now() - interval '10 minutes',
       now() + interval '50 minutes', 60, 'balance')`,
    [userId, plate],
  );
}

export async function userIdOf(app: FastifyInstance, email: string): Promise<number> {
  const city = await cityOf(app);
  const { rows } = await city.query('SELECT id FROM users WHERE email = $1', [email]);
  return Number(rows[0]!.id);
}
