import { randomUUID } from 'node:crypto';
import { normalizePlate } from '@parking/domain/profile/plate-rules';
import type { CityContext } from '../../config/city-context.ts';
import { tokenService } from '../accounts/token-service.ts';
import { systemAccount } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { afterAll, afterEach, vi } from 'vitest';
import { addZone, freshPlate, openParkingApp, type ParkingTestApp } from '../parking/parking-test-kit.ts';

/** Fleet test data made straight in the database (helpers for the fleet money tests, not a test). */

/**
 * The fleet suites' app: perm with the paid zone T1, closed after the file and with mocks
 * (the clock) restored after each test. Call at the top level of a test file.
 */
export async function openFleetTestApp(): Promise<{ t: ParkingTestApp; perm: CityContext }> {
  const t = await openParkingApp(['perm']);
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());
  const perm = await t.city('perm');
  await addZone(perm, 'T1');
  return { t, perm };
}

let serial = 0;
const next = () => {
  serial += 1;
  return serial;
};

/** A company of the city with a corporate token. */
export async function makeCompany(
  city: CityContext,
  name = 'ООО Ромашка',
): Promise<{ companyId: number; token: string }> {
  const n = next();
  const { rows } = await city.query(
    `INSERT INTO companies (inn, contract_number, name, email, password_hash)
     VALUES ($1, $2, $3, $4, '$argon2id$v=19$m=19456,t=2,p=1$test$test') RETURNING id`,
    [String(7_700_000_000 + n), `Д-${n}`, name, `company-${n}@example.test`],
  );
  const companyId = Number(rows[0]!.id);
  return { companyId, token: await tokenService.issueCompany(city.db, companyId) };
}

/** Puts money on the company balance as a settled top-up would (card_clearing -N, company +N). */
export async function fundCompany(city: CityContext, companyId: number, kopecks: number): Promise<void> {
  await postTransaction(city.db, {
    kind: 'refill',
    scope: 'system',
    idempotencyKey: `fund-company-${randomUUID()}`,
    postings: [
      { account: await systemAccount(city.db, 'card_clearing'), amount: -kopecks },
      { company: companyId, amount: kopecks },
    ],
  });
}

export interface FleetDriverOptions {
  active?: boolean;
  deviceActive?: boolean;
  /** false: a driver without a vehicle. */
  vehicle?: boolean;
  phone?: string;
  name?: [string, string, string];
}

/** A company driver (active, with a vehicle whose device is active, unless told otherwise). */
export async function makeFleetDriver(
  city: CityContext,
  companyId: number,
  opts: FleetDriverOptions = {},
): Promise<{ driverId: number; plate: string; phone: string; vehicleId: number | null }> {
  const n = next();
  let vehicleId: number | null = null;
  const plate = normalizePlate(freshPlate(), 'rus');
  if (opts.vehicle !== false) {
    const { rows } = await city.query(
      `INSERT INTO company_vehicles (company_id, number_ts, imei, device_active) VALUES ($1, $2, $3, $4) RETURNING id`,
      [
        companyId,
        plate,
        String(350_000_000_000_000 + n * 1000 + Math.floor(Math.random() * 1000)),
        opts.deviceActive ?? true,
      ],
    );
    vehicleId = Number(rows[0]!.id);
  }
  const phone =
    opts.phone ?? `79${String(100_000_000 + n * 7919 + Math.floor(Math.random() * 1000)).slice(0, 9)}`;
  const [last, first, middle] = opts.name ?? ['Иванов', 'Пётр', 'Сергеевич'];
  const { rows } = await city.query(
    `INSERT INTO company_drivers (company_id, last_name, first_name, middle_name, phone, vehicle_id, active)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [companyId, last, first, middle, phone, vehicleId, opts.active ?? true],
  );
  return { driverId: Number(rows[0]!.id), plate, phone, vehicleId };
}

/** A registered driver whose confirmed account phone is `phone`, with a driver's token. */
export async function makeRegisteredDriver(
  city: CityContext,
  phone: string,
  confirmed = true,
): Promise<{ userId: number; token: string }> {
  const { rows } = await city.query(
    'INSERT INTO users (email, phone, phone_confirmed) VALUES ($1, $2, $3) RETURNING id',
    [`fleet-driver-${randomUUID()}@example.test`, phone, confirmed],
  );
  const userId = Number(rows[0]!.id);
  return { userId, token: await tokenService.issue(city.db, 'standard', userId) };
}

/** The company's balance in kopecks. */
export async function companyBalance(city: CityContext, companyId: number): Promise<number> {
  const { rows } = await city.query('SELECT balance FROM ledger_accounts WHERE company_id = $1', [companyId]);
  return rows[0] ? Number(rows[0].balance) : 0;
}

/** A fleet start body for zone T1. */
export function fleetOrder(driverId: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { DriverId: driverId, Zone: 'T1', Duration: 60, ...extra };
}
