import { randomUUID } from 'node:crypto';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import { driverAccount, systemAccount } from './ledger-accounts.ts';
import { postTransaction } from './post-transaction.ts';

/** Helpers for the ledger tests (not a test file itself): a fresh city and small factories. */
export interface LedgerTestCity {
  city: CityContext;
  db: Db;
  close: () => Promise<void>;
  /** A new users row; returns its id. */
  newDriver: () => Promise<number>;
  /** Tops the driver up from card_clearing; returns the driver's ledger account id. */
  fund: (userId: number, amount: number) => Promise<number>;
}

/** `env` overrides the test app's settings, e.g. PG_POOL_MAX for more parallel connections. */
export async function openLedgerTestCity(env: Record<string, string> = {}): Promise<LedgerTestCity> {
  const { app, close } = await buildTestApp({ env });
  const city = await app.cityRegistry.get('perm')!;
  const db = city.db;
  return {
    city,
    db,
    close,
    newDriver: async () => {
      const { rows } = await city.query('INSERT INTO users (email) VALUES ($1) RETURNING id', [
        `driver-${randomUUID()}@example.test`,
      ]);
      return Number(rows[0]!.id);
    },
    fund: async (userId, amount) => {
      const account = await driverAccount(db, userId);
      await postTransaction(db, {
        kind: 'refill',
        scope: 'system',
        idempotencyKey: `fund-${randomUUID()}`,
        postings: [
          { account: await systemAccount(db, 'card_clearing'), amount: -amount },
          { account, amount },
        ],
      });
      return account;
    },
  };
}
