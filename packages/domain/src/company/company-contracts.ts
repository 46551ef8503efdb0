import { z } from 'zod';
import { formNumber } from '../contracts/form-number.ts';
import { normalizePhone } from '../accounts/account-rules.ts';
import { LoginCaptchaFields } from '../accounts/auth-contracts.ts';
import { okEnvelope } from '../envelope.ts';
import { DurationSchema, ParkingCodeSchema, ZoneNumberSchema } from '../payments/payment-fields.ts';
import {
  CancelAnswerSchema,
  CancelRequestSchema,
  ParkingSessionSchema,
} from '../payments/session-contracts.ts';
import { normalizePlate, guessNumberFormat } from '../profile/plate-rules.ts';
import { isValidInn } from '../receipts/tax-ids.ts';
import {
  CONTRACT_NUMBER_MAX,
  isValidContractNumber,
  isValidDriverPhone,
  isValidImei,
  isValidVin,
  normalizeImei,
  normalizeVin,
  splitDriverName,
} from './company-rules.ts';

/**
 * The corporate calls (document 2 §7 "Corporate"; issue 8). Field names are the seeds'. The
 * token is a corporate one (POST /api/auth/login-corp-v1), sent like a driver's (Authorization
 * header, body or query); a driver's token on these calls answers TokenNotFound (401), and a
 * corporate token on a driver's call likewise. Messages are error names (errors:{name} in the
 * web), so a form and an API answer say the same thing.
 */

const required = (max: number) =>
  z.string({ error: 'RequiredField' }).trim().min(1, 'RequiredField').max(max, 'InvalidFormat');

export const InnSchema = z
  .string({ error: 'RequiredField' })
  .transform((s) => s.replace(/\s+/g, ''))
  .refine((s) => s.length > 0, 'RequiredField')
  .refine(isValidInn, 'InvalidInn');

export const ContractNumberSchema = z
  .string({ error: 'RequiredField' })
  .trim()
  .min(1, 'RequiredField')
  .max(CONTRACT_NUMBER_MAX, 'InvalidContractNumber')
  .refine(isValidContractNumber, 'InvalidContractNumber');

/**
 * POST /api/auth/login-corp-v1: inn and contractNumber (the seeds), password (ours: docs/api.md),
 * and the captcha once a refusal asked for one.
 */
export const CompanyLoginRequestSchema = z.object({
  inn: InnSchema,
  contractNumber: ContractNumberSchema,
  password: z.string({ error: 'RequiredField' }).min(1, 'RequiredField').max(200, 'IncorrectLogin'),
  ...LoginCaptchaFields,
});
export type CompanyLoginRequest = z.input<typeof CompanyLoginRequestSchema>;
export const CompanyLoginAnswerSchema = okEnvelope({ token: z.string() });

/** A plate as typed: Russian or foreign by its shape, normalised like a driver's plate. */
export const FleetPlateSchema = z
  .string({ error: 'EmptyTs' })
  .trim()
  .min(1, 'EmptyTs')
  .max(20, 'InvalidFormat')
  .transform((raw) => normalizePlate(raw, guessNumberFormat(raw)))
  .refine((p) => p.length >= 1 && p.length <= 9, 'InvalidFormat');

const optionalVin = z
  .string()
  .max(40, 'InvalidVin')
  .transform(normalizeVin)
  .refine((v) => v === '' || isValidVin(v), 'InvalidVin')
  .transform((v) => (v === '' ? null : v))
  .nullish();
const optionalImei = z
  .string()
  .max(40, 'InvalidImei')
  .transform(normalizeImei)
  .refine((v) => v === '' || isValidImei(v), 'InvalidImei')
  .transform((v) => (v === '' ? null : v))
  .nullish();

/**
 * POST /api/profile/ts/1 with a corporate token: a vehicle and its tracking device. number and
 * VINNumber are the seeds'; IMEI is the tracker's (optional). A VIN or an IMEI is required
 * (VIN_IMEI_EMPTY).
 */
export const FleetVehicleRequestSchema = z
  .object({ number: FleetPlateSchema, VINNumber: optionalVin, IMEI: optionalImei })
  .transform((v) => ({ numberTs: v.number, vin: v.VINNumber ?? null, imei: v.IMEI ?? null }))
  .superRefine((v, ctx) => {
    if (v.vin === null && v.imei === null)
      ctx.addIssue({ code: 'custom', message: 'VIN_IMEI_EMPTY', path: ['VINNumber'] });
  });
export type FleetVehicleRequest = z.output<typeof FleetVehicleRequestSchema>;
export type FleetVehicleForm = z.input<typeof FleetVehicleRequestSchema>;

/** DELETE /api/profile/ts/{id}. */
export const FleetVehicleIdParamsSchema = z.object({
  id: formNumber(
    z
      .number({ error: 'InvalidFormat' })
      .int('InvalidFormat')
      .min(1, 'InvalidFormat')
      .max(2_147_483_647, 'InvalidFormat'),
  ),
});

/** A driver's name as the seeds send it (driver, fio): "Last First [Patronymic]". */
export const DriverNameSchema = required(200).transform((text, ctx) => {
  const name = splitDriverName(text);
  if (!name) {
    ctx.addIssue({ code: 'custom', message: 'InvalidDriverName' });
    return z.NEVER;
  }
  return name;
});
export const DriverPhoneSchema = z
  .string({ error: 'RequiredField' })
  .refine((s) => s.trim() !== '', 'RequiredField')
  .refine(isValidDriverPhone, 'InvalidFormat')
  .transform(normalizePhone);

/** PUT /api/corp-profile/add-driver: driver (the composed name), car_number, phone. */
export const AddDriverRequestSchema = z.object({
  driver: DriverNameSchema,
  car_number: FleetPlateSchema,
  phone: DriverPhoneSchema,
});
export type AddDriverRequest = z.output<typeof AddDriverRequestSchema>;

/** DELETE /api/corp-profile/remove-driver: the driver as the list shows it. */
export const RemoveDriverRequestSchema = AddDriverRequestSchema;
export type RemoveDriverRequest = AddDriverRequest;

/** POST /api/corp-profile/edit-driver: the old values and the new ones (…_n). */
export const EditDriverRequestSchema = z.object({
  driver: DriverNameSchema,
  car_number: FleetPlateSchema,
  phone: DriverPhoneSchema,
  driver_n: DriverNameSchema,
  car_number_n: FleetPlateSchema,
  phone_n: DriverPhoneSchema,
});
export type EditDriverRequest = z.output<typeof EditDriverRequestSchema>;

/** PUT /api/corp-profile/activate-driver and deactivate-driver: fio, phone_number, inn. */
export const DriverActivationRequestSchema = z.object({
  fio: DriverNameSchema,
  phone_number: DriverPhoneSchema,
  inn: InnSchema,
});
export type DriverActivationRequest = z.output<typeof DriverActivationRequestSchema>;

/** PUT /api/corp-profile/activate-device and deactivate-device: grz, vin, imei, inn. */
export const DeviceActivationRequestSchema = z.object({
  grz: FleetPlateSchema,
  vin: optionalVin,
  imei: optionalImei,
  inn: InnSchema,
});
export type DeviceActivationRequest = z.output<typeof DeviceActivationRequestSchema>;

/** A company vehicle (§3 "Corporate vehicle also has numberTs"): active is its device's state. */
export const FleetVehicleSchema = z.object({
  id: z.number().int(),
  numberTs: z.string(),
  vin: z.string().nullable(),
  imei: z.string().nullable(),
  active: z.boolean(),
});
export type FleetVehicle = z.infer<typeof FleetVehicleSchema>;

/** §3 Device: id, active, imei, vin (the same row as its vehicle: id is the vehicle's). */
export const FleetDeviceSchema = z.object({
  id: z.number().int(),
  active: z.boolean(),
  imei: z.string().nullable(),
  vin: z.string().nullable(),
});
export type FleetDevice = z.infer<typeof FleetDeviceSchema>;

/** §3 Driver: id, name, phone, ts, device, active; the name's parts beside it for the edit form. */
export const FleetDriverSchema = z.object({
  id: z.number().int(),
  /** Composed: last, first and patronymic (§5). */
  name: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  /** 11 digits. */
  phone: z.string(),
  /** Plate of the vehicle the driver drives, or null. */
  ts: z.string().nullable(),
  /** That vehicle's device (its IMEI, else its VIN), or null. */
  device: z.string().nullable(),
  active: z.boolean(),
});
export type FleetDriver = z.infer<typeof FleetDriverSchema>;

/**
 * A removed company driver (ours, issue 18): gone from the fleet, still named by the company's
 * operations, so the operations list can be filtered by them (Driver = id).
 */
export const RemovedDriverSchema = z.object({
  id: z.number().int(),
  /** The name and phone as their latest operation recorded them. */
  name: z.string(),
  phone: z.string(),
});
export type RemovedDriver = z.infer<typeof RemovedDriverSchema>;

/** GET /api/corp-profile/get-profile (§3 Corporate profile). */
export const CompanyProfileSchema = z.object({
  email: z.string(),
  inn: z.string(),
  name: z.string(),
  contractNumber: z.string(),
  /** Whole roubles, cut (§3, §9: "corporate balance cut to an integer"). */
  balance: z.number().int(),
  /** The exact balance in kopecks (ours: for the top-up form and reconciliation). */
  balanceKopecks: z.number().int(),
  ts: z.array(FleetVehicleSchema),
  drivers: z.array(FleetDriverSchema),
  devices: z.array(FleetDeviceSchema),
  /** Ours: drivers removed from the fleet whose operations the company still has. */
  removedDrivers: z.array(RemovedDriverSchema),
});
export type CompanyProfile = z.infer<typeof CompanyProfileSchema>;
export const CompanyProfileAnswerSchema = okEnvelope({ result: CompanyProfileSchema });

/** GET /api/profile/get-balance: a driver's kopecks, or with a corporate token the company's. */
export const BalanceAnswerSchema = okEnvelope({
  result: z.object({ balance: z.number().int(), balanceKopecks: z.number().int() }),
});

/** Answers of the driver and device calls: the changed row, so the list updates after ok (§4). */
export const FleetDriverAnswerSchema = okEnvelope({ result: FleetDriverSchema });
export const FleetVehicleAnswerSchema = okEnvelope({ result: FleetVehicleSchema });
export const CompanyOkAnswerSchema = okEnvelope({});

/**
 * POST /api/corp-profile/cost and /api/corp-profile/start-parking (ours; issue 8 item 4): a
 * stay for the vehicle of an active company driver, charged to the company balance. Field names
 * follow /api/payment/start.
 */
export const FleetParkingRequestSchema = z.object({
  DriverId: formNumber(
    z
      .number({ error: 'RequiredField' })
      .int('InvalidFormat')
      .min(1, 'InvalidFormat')
      .max(2_147_483_647, 'InvalidFormat'),
  ),
  Zone: ZoneNumberSchema,
  ParkingCode: ParkingCodeSchema,
  Duration: DurationSchema,
});
export type FleetParkingRequest = z.output<typeof FleetParkingRequestSchema>;

/**
 * GET /api/corp-profile/get-sessions (ours): the company's running fleet stays (active, newest
 * first), each with the company driver it is for, as the operations list names them.
 */
export const FleetSessionSchema = ParkingSessionSchema.extend({
  /** The company driver's composed name and phone (null once the driver was removed). */
  driver: z.string().nullable(),
  driverPhone: z.string().nullable(),
  driverId: z.number().int().nullable(),
});
export type FleetSession = z.infer<typeof FleetSessionSchema>;
export const FleetSessionsAnswerSchema = okEnvelope({ result: z.array(FleetSessionSchema) });

/**
 * POST /api/corp-profile/cancel-parking (ours): the company stops one of its running stays now;
 * unused whole minutes go back to the company balance, under the rules of /api/payment/cancel
 * (NoSaving when less than 30 minutes remain, ParkingSessionIsOver once ended). Answers like
 * /api/payment/cancel with the company's balance in kopecks.
 */
export const FleetCancelRequestSchema = CancelRequestSchema;
export const FleetCancelAnswerSchema = CancelAnswerSchema;
