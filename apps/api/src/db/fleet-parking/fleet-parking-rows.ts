import { sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { rowsOf } from '../raw-rows.ts';

/** A company driver as fleet parking needs them: their state, their vehicle and its device. */
export interface FleetParkingDriver {
  id: number;
  companyId: number;
  active: boolean;
  phone: string;
  /** The company is disabled (its login refused): it pays for nothing. */
  companyDisabled: boolean;
  vehicleId: number | null;
  /** The vehicle's normalised plate, or null when the driver has no vehicle. */
  plate: string | null;
  deviceActive: boolean;
}

/** A company a registered driver may choose as payer. */
export interface PayerCompany {
  id: number;
  name: string;
}

function driverOf(row: Record<string, unknown>): FleetParkingDriver {
  return {
    id: Number(row.id),
    companyId: Number(row.company_id),
    active: row.active === true,
    phone: String(row.phone),
    companyDisabled: row.disabled_at !== null,
    vehicleId: row.vehicle_id === null ? null : Number(row.vehicle_id),
    plate: row.number_ts === null ? null : String(row.number_ts),
    deviceActive: row.device_active === true,
  };
}

const DRIVER_COLUMNS = sql`d.id, d.company_id, d.active, d.phone, c.disabled_at, v.id AS vehicle_id,
  v.number_ts, v.device_active`;

/** Fleet parking's reads of the corporate tables (migration 0028). */
export const fleetParkingRows = {
  /**
   * The company's driver by id (null when it is not the company's). In a transaction with
   * `lock`, the driver row is share-locked until commit, so a deactivation waits for a start
   * that already checked the driver active.
   */
  async driver(
    db: Db,
    companyId: number,
    driverId: number,
    lock: boolean,
  ): Promise<FleetParkingDriver | null> {
    const rows = await rowsOf(
      db,
      sql`SELECT ${DRIVER_COLUMNS}
            FROM company_drivers d
            JOIN companies c ON c.id = d.company_id
            LEFT JOIN company_vehicles v ON v.id = d.vehicle_id
           WHERE d.id = ${driverId} AND d.company_id = ${companyId}
           ${lock ? sql`FOR SHARE OF d` : sql``}`,
    );
    return rows[0] ? driverOf(rows[0]) : null;
  },

  /** The company's driver whose phone is the registered driver's confirmed account phone. */
  async driverOfUser(db: Db, companyId: number, userId: number): Promise<FleetParkingDriver | null> {
    const rows = await rowsOf(
      db,
      sql`SELECT ${DRIVER_COLUMNS}
            FROM users u
            JOIN company_drivers d ON d.phone = u.phone AND d.company_id = ${companyId}
            JOIN companies c ON c.id = d.company_id
            LEFT JOIN company_vehicles v ON v.id = d.vehicle_id
           WHERE u.id = ${userId} AND u.phone_confirmed`,
    );
    return rows[0] ? driverOf(rows[0]) : null;
  },

  /** Companies (not disabled) where the driver's confirmed account phone is an active driver. */
  async payerCompaniesOf(db: Db, userId: number): Promise<PayerCompany[]> {
    const rows = await rowsOf(
      db,
      sql`SELECT c.id, c.name
            FROM users u
            JOIN company_drivers d ON d.phone = u.phone AND d.active
            JOIN companies c ON c.id = d.company_id AND c.disabled_at IS NULL
           WHERE u.id = ${userId} AND u.phone_confirmed AND u.phone IS NOT NULL
           ORDER BY c.name, c.id`,
    );
    return rows.map((r) => ({ id: Number(r.id), name: String(r.name) }));
  },

  /** The company's balance in kopecks (0 before its first money). */
  async companyBalance(db: Db, companyId: number): Promise<number> {
    const rows = await rowsOf(db, sql`SELECT balance FROM ledger_accounts WHERE company_id = ${companyId}`);
    return rows[0] ? Number(rows[0].balance) : 0;
  },

  /** Whether the company exists and is not disabled. */
  async companyActive(db: Db, companyId: number): Promise<boolean> {
    const rows = await rowsOf(
      db,
      sql`SELECT 1 FROM companies WHERE id = ${companyId} AND disabled_at IS NULL`,
    );
    return rows.length > 0;
  },
};
