import { sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { rowsOf } from '../raw-rows.ts';
import type { CompanyDriverRow, CompanyVehicleRow } from '../schema/company.ts';

/** A company_vehicles row: the vehicle and its tracking device. */
export type FleetVehicleRecord = Pick<CompanyVehicleRow, 'id' | 'numberTs' | 'vin' | 'imei' | 'deviceActive'>;

/** A company_drivers row with the plate and device of the vehicle the driver drives. */
export interface FleetDriverRecord extends Pick<
  CompanyDriverRow,
  'id' | 'lastName' | 'firstName' | 'middleName' | 'phone' | 'vehicleId' | 'active'
> {
  ts: string | null;
  device: string | null;
}

const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

function toVehicle(r: Record<string, unknown>): FleetVehicleRecord {
  return {
    id: Number(r.id),
    numberTs: String(r.number_ts),
    vin: text(r.vin),
    imei: text(r.imei),
    deviceActive: Boolean(r.device_active),
  };
}

function toDriver(r: Record<string, unknown>): FleetDriverRecord {
  return {
    id: Number(r.id),
    lastName: String(r.last_name),
    firstName: String(r.first_name),
    middleName: String(r.middle_name),
    phone: String(r.phone),
    vehicleId: r.vehicle_id === null || r.vehicle_id === undefined ? null : Number(r.vehicle_id),
    ts: text(r.number_ts),
    device: text(r.device),
    active: Boolean(r.active),
  };
}

const DRIVER_SELECT = sql`SELECT d.id, d.last_name, d.first_name, d.middle_name, d.phone, d.vehicle_id,
  d.active, v.number_ts, coalesce(v.imei, v.vin) AS device
  FROM company_drivers d LEFT JOIN company_vehicles v ON v.id = d.vehicle_id`;

/**
 * company_vehicles and company_drivers (migration 0028). Every query names the company: a row
 * of another company is never read or changed, whatever id a caller passes.
 */
export const fleetRows = {
  /**
   * Locks the company's row for the transaction, so two fleet changes of one company run one
   * after the other and the duplicate checks read a settled list (the unique indexes still
   * guard what a lock cannot: an IMEI of another company).
   */
  async lockCompany(tx: Db, companyId: number): Promise<void> {
    await tx.execute(sql`SELECT id FROM companies WHERE id = ${companyId} FOR UPDATE`);
  },

  async vehicles(db: Db, companyId: number): Promise<FleetVehicleRecord[]> {
    const rows = await rowsOf(
      db,
      sql`SELECT id, number_ts, vin, imei, device_active FROM company_vehicles
        WHERE company_id = ${companyId} ORDER BY id`,
    );
    return rows.map(toVehicle);
  },

  async drivers(db: Db, companyId: number): Promise<FleetDriverRecord[]> {
    const rows = await rowsOf(db, sql`${DRIVER_SELECT} WHERE d.company_id = ${companyId} ORDER BY d.id`);
    return rows.map(toDriver);
  },

  async driver(db: Db, companyId: number, id: number): Promise<FleetDriverRecord | null> {
    const [row] = await rowsOf(db, sql`${DRIVER_SELECT} WHERE d.company_id = ${companyId} AND d.id = ${id}`);
    return row ? toDriver(row) : null;
  },

  async insertVehicle(
    tx: Db,
    companyId: number,
    v: { numberTs: string; vin: string | null; imei: string | null },
  ): Promise<FleetVehicleRecord> {
    const [row] = await rowsOf(
      tx,
      sql`INSERT INTO company_vehicles (company_id, number_ts, vin, imei)
        VALUES (${companyId}, ${v.numberTs}, ${v.vin}, ${v.imei})
        RETURNING id, number_ts, vin, imei, device_active`,
    );
    return toVehicle(row!);
  },

  /** True when the company's vehicle was there and is gone. */
  async deleteVehicle(tx: Db, companyId: number, id: number): Promise<boolean> {
    const rows = await rowsOf(
      tx,
      sql`DELETE FROM company_vehicles WHERE company_id = ${companyId} AND id = ${id} RETURNING id`,
    );
    return rows.length > 0;
  },

  async setDeviceActive(
    tx: Db,
    companyId: number,
    id: number,
    active: boolean,
  ): Promise<FleetVehicleRecord | null> {
    const [row] = await rowsOf(
      tx,
      sql`UPDATE company_vehicles SET device_active = ${active}
        WHERE company_id = ${companyId} AND id = ${id}
        RETURNING id, number_ts, vin, imei, device_active`,
    );
    return row ? toVehicle(row) : null;
  },

  /** A stay of the company on this plate is paid or awaiting payment right now. */
  async parkedNow(db: Db, companyId: number, plate: string): Promise<boolean> {
    const rows = await rowsOf(
      db,
      sql`SELECT 1 FROM parking_sessions WHERE company_id = ${companyId} AND plate = ${plate}
        AND status IN ('awaiting_payment', 'active') AND (ends_at IS NULL OR ends_at > now()) LIMIT 1`,
    );
    return rows.length > 0;
  },

  async insertDriver(
    tx: Db,
    companyId: number,
    d: { lastName: string; firstName: string; middleName: string; phone: string; vehicleId: number },
  ): Promise<number> {
    const [row] = await rowsOf(
      tx,
      sql`INSERT INTO company_drivers (company_id, last_name, first_name, middle_name, phone, vehicle_id)
        VALUES (${companyId}, ${d.lastName}, ${d.firstName}, ${d.middleName}, ${d.phone}, ${d.vehicleId})
        RETURNING id`,
    );
    return Number(row!.id);
  },

  async updateDriver(
    tx: Db,
    companyId: number,
    id: number,
    d: {
      lastName: string;
      firstName: string;
      middleName: string;
      phone: string;
      vehicleId: number;
      active: boolean;
    },
  ): Promise<void> {
    await tx.execute(sql`UPDATE company_drivers SET last_name = ${d.lastName}, first_name = ${d.firstName},
      middle_name = ${d.middleName}, phone = ${d.phone}, vehicle_id = ${d.vehicleId}, active = ${d.active},
      updated_at = now()
      WHERE company_id = ${companyId} AND id = ${id}`);
  },

  async setDriverActive(tx: Db, companyId: number, id: number, active: boolean): Promise<void> {
    await tx.execute(sql`UPDATE company_drivers SET active = ${active}, updated_at = now()
      WHERE company_id = ${companyId} AND id = ${id}`);
  },

  async deleteDriver(tx: Db, companyId: number, id: number): Promise<boolean> {
    const rows = await rowsOf(
      tx,
      sql`DELETE FROM company_drivers WHERE company_id = ${companyId} AND id = ${id} RETURNING id`,
    );
    return rows.length > 0;
  },
};
