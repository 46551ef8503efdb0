import { normalizePhone, PHONE_DIGITS } from '../accounts/account-rules.ts';
import type { ErrorName } from '../errors/error-names.ts';

/**
 * Rules of the corporate (fleet) area (document 2 §3, §4, §5), shared by the web's forms, which
 * check before any call where the seeds say so, and by the server, which enforces them again.
 */

/** Longest contract number we accept (printed on the contract; letters, digits, / - . and spaces). */
export const CONTRACT_NUMBER_MAX = 40;
const CONTRACT_NUMBER_PATTERN = /^[0-9A-Za-zА-Яа-яЁё/.\- ]+$/;
export function isValidContractNumber(text: string): boolean {
  const t = text.trim();
  return t.length >= 1 && t.length <= CONTRACT_NUMBER_MAX && CONTRACT_NUMBER_PATTERN.test(t);
}

/** A company's fleet is small enough to list in one answer. */
export const COMPANY_VEHICLES_MAX = 500;
export const COMPANY_DRIVERS_MAX = 500;

/** VIN (ISO 3779): 17 characters, Latin capitals and digits without I, O and Q. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
export function normalizeVin(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}
export function isValidVin(vin: string): boolean {
  return VIN_PATTERN.test(vin);
}

/** IMEI of a tracker: 15 digits whose last is the Luhn check digit. */
export function normalizeImei(raw: string): string {
  return raw.replace(/[\s-]+/g, '');
}
export function isValidImei(imei: string): boolean {
  if (!/^[0-9]{15}$/.test(imei)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i += 1) {
    let d = imei.charCodeAt(i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** One part of a driver's name: letters, with inner hyphens or apostrophes (Анна-Мария, Д'Артаньян). */
const NAME_PART = /^[A-Za-zА-Яа-яЁё]+(?:['’-][A-Za-zА-Яа-яЁё]+)*$/u;
export const DRIVER_NAME_PART_MAX = 60;

export interface DriverName {
  lastName: string;
  firstName: string;
  /** '' when the name has two words (§5: two words means no patronymic). */
  middleName: string;
}

/** §5: the name is last, first and patronymic, separated by one space; two words: no patronymic. */
export function composeDriverName(name: DriverName): string {
  return [name.lastName, name.firstName, name.middleName]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
}

/** The reverse of composeDriverName: null unless the text is two or three valid words. */
export function splitDriverName(text: string): DriverName | null {
  const parts = text.trim().split(/\s+/u);
  if (parts.length < 2 || parts.length > 3) return null;
  if (!parts.every((p) => NAME_PART.test(p) && p.length <= DRIVER_NAME_PART_MAX)) return null;
  return { lastName: parts[0]!, firstName: parts[1]!, middleName: parts[2] ?? '' };
}

/** Phones are compared as 11 digits starting with 7 (a leading 8 is the same line). */
export function isValidDriverPhone(raw: string): boolean {
  const d = normalizePhone(raw);
  return d.length === PHONE_DIGITS && d.startsWith('7');
}

/** What the duplicate checks need of a vehicle and a driver (the profile's rows fit). */
export interface FleetVehicleKey {
  id: number;
  numberTs: string;
  vin: string | null;
  imei: string | null;
}
export interface FleetDriverKey {
  id: number;
  phone: string;
  /** The plate of the vehicle the driver drives, or null. */
  ts: string | null;
}

const samePlate = (a: string, b: string) =>
  a.replace(/\s+/g, '').toUpperCase() === b.replace(/\s+/g, '').toUpperCase();

/**
 * §5 "duplicate vehicle (plate, case-insensitive, against other vehicles)": VehicleExists
 * ("Данное транспортное средство уже существует"); "a device with the same vin or imei as another":
 * DeviceExists ("Данное отслеживающее устройство уже существует"). exceptId: the vehicle itself.
 */
export function vehicleDuplicateOf(
  vehicles: readonly FleetVehicleKey[],
  candidate: { numberTs: string; vin: string | null; imei: string | null },
  exceptId?: number,
): Extract<ErrorName, 'VehicleExists' | 'DeviceExists'> | null {
  const others = vehicles.filter((v) => v.id !== exceptId);
  if (others.some((v) => samePlate(v.numberTs, candidate.numberTs))) return 'VehicleExists' as const;
  const vin = candidate.vin ? normalizeVin(candidate.vin) : null;
  const imei = candidate.imei ? normalizeImei(candidate.imei) : null;
  if (others.some((v) => (vin !== null && v.vin === vin) || (imei !== null && v.imei === imei)))
    return 'DeviceExists';
  return null;
}

/**
 * A driver's add or edit (§5): the vehicle must be one of the company's (VehicleNotFound), no
 * other driver may drive it, its device being taken (DeviceTaken, "Данное устройство уже
 * занято"), and no other driver of the company may have the phone (DoublePhone).
 * exceptDriverId: the driver being edited.
 */
export function driverConflictOf(
  drivers: readonly FleetDriverKey[],
  vehicles: readonly FleetVehicleKey[],
  candidate: { phone: string; ts: string },
  exceptDriverId?: number,
): Extract<ErrorName, 'VehicleNotFound' | 'DeviceTaken' | 'DoublePhone'> | null {
  if (!vehicles.some((v) => samePlate(v.numberTs, candidate.ts))) return 'VehicleNotFound';
  const others = drivers.filter((d) => d.id !== exceptDriverId);
  if (others.some((d) => d.ts !== null && samePlate(d.ts, candidate.ts))) return 'DeviceTaken';
  const phone = normalizePhone(candidate.phone);
  if (others.some((d) => normalizePhone(d.phone) === phone)) return 'DoublePhone';
  return null;
}

/** §3, §9: the corporate balance is shown cut to an integer (whole roubles, never rounded up). */
export function companyBalanceRoubles(kopecks: number): number {
  return Math.trunc(Math.max(0, kopecks) / 100);
}

/**
 * PaymentService of a registered driver's start charged to a company (issue 8 item 4); the
 * driver's get-profile-v6 lists one such payment method per company where their phone is an
 * active driver.
 */
export const CORPORATE_PAYMENT_PREFIX = 'corporate:';
export function companyPaymentService(companyId: number): string {
  return `${CORPORATE_PAYMENT_PREFIX}${companyId}`;
}
export function companyIdOfPaymentService(service: string): number | null {
  if (!service.startsWith(CORPORATE_PAYMENT_PREFIX)) return null;
  const id = Number(service.slice(CORPORATE_PAYMENT_PREFIX.length));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
