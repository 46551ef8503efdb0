import { randomBytes } from 'node:crypto';
import type { OpenedDb } from '../src/db/open-embedded-db.ts';
import { tokenService } from '../src/services/accounts/token-service.ts';
import { driverAccount, systemAccount } from '../src/services/ledger/ledger-accounts.ts';
import { postTransaction } from '../src/services/ledger/post-transaction.ts';
import type { LoadDriver } from './driver-load.ts';

/**
 * The load's drivers, written straight to their city's database (as the payments bench does):
 * registration is not what this test measures, and its codes and captchas would only slow it.
 * Each gets 10,000 roubles so starts never run out of money.
 */
export async function makeDrivers(
  pools: Map<string, OpenedDb>,
  cities: string[],
  count: number,
): Promise<LoadDriver[]> {
  const drivers: LoadDriver[] = [];
  for (let i = 0; i < count; i++) {
    const city = cities[i % cities.length]!;
    const { db, query } = pools.get(city)!;
    const { rows } = await query('INSERT INTO users (email) VALUES ($1) RETURNING id', [
      `scale-${i}-${randomBytes(4).toString('hex')}@example.test`,
    ]);
    const userId = Number(rows[0]!.id);
    await postTransaction(db, {
      kind: 'refill',
      scope: 'scale-test',
      idempotencyKey: `fund-${userId}`,
      postings: [
        { account: await systemAccount(db, 'card_clearing'), amount: -1_000_000 },
        { account: await driverAccount(db, userId), amount: 1_000_000 },
      ],
    });
    drivers.push({ city, token: await tokenService.issue(db, 'standard', userId), zone: '' });
  }
  return drivers;
}

/** A zone of the city whose next hour costs money, else any zone the cost call accepts. */
export async function pickZone(base: string, city: string, pool: OpenedDb, token: string): Promise<string> {
  const { rows } = await pool.query('SELECT zonenumber FROM zones ORDER BY sort_order, id LIMIT 20');
  const candidates = rows.map((z) => String(z.zonenumber));
  let fallback: string | null = null;
  for (const zone of candidates) {
    const answer = await fetch(`${base}/c/${city}/api/payment/cost`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ Vehicle: { Number: 'А123ВС59' }, Zone: zone, Duration: 60 }),
    }).then((r) => r.json() as Promise<{ status: string; totalcost?: number }>);
    if (answer.status !== 'ok') continue;
    if ((answer.totalcost ?? 0) > 0) return zone;
    fallback ??= zone;
  }
  if (!fallback) throw new Error(`no zone of ${city} answers the cost call`);
  return fallback;
}
