import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { startFromBalance } from '../../db/sessions/start-from-balance.ts';
import { shardOf } from '../ledger/ledger-accounts.ts';
import { freshPlate, useParkingApp, type ParkingTestApp } from './parking-test-kit.ts';

let t: ParkingTestApp;
let city: CityContext;
useParkingApp((app, perm) => {
  t = app;
  city = perm;
});

describe('parking_start_from_balance', () => {
  // A start finds the driver's account and a city_revenue row; a lookup that cannot use an
  // index reads a row per driver and company of the city on every start (migration 0031).
  it('finds every ledger account it moves money on by an index, never by reading the table', async () => {
    const { userId } = await t.driver();
    await t.fund(userId, 10_000);
    const now = new Date();
    const scans = await city.db.transaction(async (tx) => {
      // plans made now, with sequential scans priced out: one is made only where no index applies
      await tx.execute(sql`DISCARD PLANS`);
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      // the backend's counts not yet reported include its earlier transactions: count the difference
      const counts = async () => {
        const rows = await rowsOf<{ seq_scan: string; idx_scan: string }>(
          tx as unknown as Db,
          sql`SELECT seq_scan, idx_scan FROM pg_stat_xact_user_tables WHERE relname = 'ledger_accounts'`,
        );
        return { seqScans: Number(rows[0]!.seq_scan), indexScans: Number(rows[0]!.idx_scan) };
      };
      const before = await counts();
      const outcome = await startFromBalance(tx as unknown as Db, {
        scope: `user:${userId}`,
        key: 'index-only-start',
        requestHash: 'h',
        revenueShard: shardOf('city_revenue', userId),
        session: {
          userId,
          kind: 'payment',
          status: 'active',
          zone: '101',
          parkingCode: null,
          plate: freshPlate(),
          category: 'B',
          numberFormat: 'rus',
          startsAt: now,
          endsAt: new Date(now.getTime() + 3_600_000),
          durationMinutes: 60,
          sumKopecks: 2_000,
          paymentMethod: 'balance',
          createdAt: now,
          updatedAt: now,
        },
      });
      expect(outcome).toMatchObject({ refused: false, replayed: false });
      const after = await counts();
      return { seqScans: after.seqScans - before.seqScans, indexScans: after.indexScans - before.indexScans };
    });
    // no whole-table read; the driver's and the revenue row's lookups and the two updates by id
    // (and the postings' foreign key checks) are index scans
    expect(scans.seqScans).toBe(0);
    expect(scans.indexScans).toBeGreaterThanOrEqual(4);
  });
});
