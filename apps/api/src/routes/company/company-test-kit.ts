import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import type { CityContext } from '../../config/city-context.ts';
import { scriptActor } from '../../services/operator/staff-change.ts';
import { tokenService } from '../../services/accounts/token-service.ts';
import { createCompany } from '../../services/company/company-admin.ts';
import type { Answer, ParkingTestApp } from '../../services/parking/parking-test-kit.ts';

/** Helpers for the corporate route tests (not a test file itself): companies, fleet, calls. */

export const COMPANY_PASSWORD = 'company-secret-1';

/** A checksum-valid 10-digit INN of an organisation, random. */
export function freshInn(): string {
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const digits = Array.from({ length: 9 }, () => randomInt(10));
  digits[0] = 1 + randomInt(9);
  const check = (weights.reduce((s, w, i) => s + w * digits[i]!, 0) % 11) % 10;
  return [...digits, check].join('');
}

/** A 15-digit IMEI with its Luhn digit, random. */
export function freshImei(): string {
  const digits = Array.from({ length: 14 }, () => randomInt(10));
  for (let check = 0; check < 10; check += 1) {
    const all = [...digits, check];
    const sum = all.reduce((s, d, i) => {
      if (i % 2 === 0) return s + d;
      const x = d * 2;
      return s + (x > 9 ? x - 9 : x);
    }, 0);
    if (sum % 10 === 0) return all.join('');
  }
  throw new Error('unreachable');
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
export function freshVin(): string {
  return Array.from({ length: 17 }, () => VIN_CHARS[randomInt(VIN_CHARS.length)]).join('');
}

let plateNo = 100;
/** A Russian plate no other test of the run uses (Latin look-alikes: the server makes them Cyrillic). */
export function freshFleetPlate(): string {
  plateNo += 1;
  return `A${plateNo}BC59`;
}

let phoneNo = 1_000_000;
export function freshDriverPhone(): string {
  phoneNo += 1;
  return `7912${phoneNo}`;
}

export interface TestCompany {
  id: number;
  inn: string;
  contractNumber: string;
  token: string;
}

/** A company made as the operator makes one, and a corporate token of it. */
export async function newCompany(city: CityContext, name = 'ООО «Тест»'): Promise<TestCompany> {
  const inn = freshInn();
  const contractNumber = `КП-${randomInt(1_000_000)}`;
  const made = await createCompany(city, scriptActor('company-test-kit'), {
    name,
    inn,
    contractNumber,
    email: `fleet-${inn}@example.test`,
    password: COMPANY_PASSWORD,
  });
  return { id: made.id, inn, contractNumber, token: await tokenService.issueCompany(city.db, made.id) };
}

let address = 0;
/** A call from its own address unless given (the per-address limits stay out of the way). */
export async function call(
  t: ParkingTestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: { token?: string; body?: Record<string, unknown>; form?: boolean; ip?: string; lang?: string } = {},
): Promise<Answer> {
  address += 1;
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.lang) headers['accept-language'] = opts.lang;
  let payload: string | Record<string, unknown> | undefined = opts.body;
  if (opts.form && opts.body) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(
      Object.entries(opts.body).map(([k, v]) => [k, String(v)] as [string, string]),
    ).toString();
  }
  const res = await t.app.inject({
    method,
    url,
    remoteAddress: opts.ip ?? `10.8.${Math.floor(address / 250) % 250}.${address % 250}`,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() } as Answer;
}

/** Adds a vehicle with a device and answers it. */
export async function addVehicle(
  t: ParkingTestApp,
  token: string,
  fields: { number?: string; VINNumber?: string; IMEI?: string } = {},
): Promise<{ id: number; numberTs: string; vin: string | null; imei: string | null; active: boolean }> {
  const res = await call(t, 'POST', '/api/profile/ts/1', {
    token,
    body: { number: freshFleetPlate(), VINNumber: freshVin(), IMEI: freshImei(), ...fields },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as never;
}

/** Adds a driver of a vehicle plate and answers the row. */
export async function addDriver(
  t: ParkingTestApp,
  token: string,
  carNumber: string,
  fields: { driver?: string; phone?: string } = {},
): Promise<{ id: number; name: string; phone: string; ts: string | null; active: boolean }> {
  const res = await call(t, 'PUT', '/api/corp-profile/add-driver', {
    token,
    body: { driver: 'Иванов Иван Иванович', car_number: carNumber, phone: freshDriverPhone(), ...fields },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as never;
}

/** Rows of a company in one of its tables (to prove a refused call changed nothing). */
export async function companyRowCount(city: CityContext, table: string, companyId: number): Promise<number> {
  const { rows } = await city.query(`SELECT count(*)::int AS n FROM ${table} WHERE company_id = $1`, [
    companyId,
  ]);
  return Number(rows[0]!.n);
}

/** The company's get-profile answer (asserted ok). */
export async function companyProfileOf(t: ParkingTestApp, c: TestCompany) {
  const res = await call(t, 'GET', '/api/corp-profile/get-profile', { token: c.token });
  expect(res.status).toBe(200);
  return res.body.result as {
    ts: { id: number; numberTs: string; active: boolean }[];
    drivers: {
      id: number;
      name: string;
      phone: string;
      ts: string | null;
      device: string | null;
      active: boolean;
    }[];
    devices: { id: number; active: boolean; imei: string | null; vin: string | null }[];
  };
}
