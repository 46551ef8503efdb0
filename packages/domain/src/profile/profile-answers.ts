import { z } from 'zod';
import { okEnvelope } from '../envelope.ts';
import { PaymentMethodSchema } from '../contracts/settings-flags.ts';
import { ParkingSessionSchema } from '../payments/session-contracts.ts';
import { ACCOUNT_SETTING_NAMES } from './profile-contracts.ts';
import { DOCUMENT_TYPES } from './document-rules.ts';
import { NUMBER_FORMATS, PLATE_TYPES, VEHICLE_CATEGORIES } from './plate-rules.ts';

/**
 * Answers of the cabinet's profile calls (document 2 §3, §7): get-profile v4/v5/v6, vehicles,
 * documents, settings. Route response schemas and the web client read the same shapes.
 */

export const ProfilePhoneV6Schema = z.object({ phone: z.string(), isMain: z.boolean() });

/** A vehicle (ts) of the driver. */
export const VehicleSchema = z.object({
  id: z.number().int(),
  /** The whole plate: no spaces, upper case, Cyrillic letters for a Russian plate. */
  numberTs: z.string(),
  /** The plate without its region ('А123ВС' of 'А123ВС59'); the whole plate when foreign. */
  number: z.string(),
  /** 2 or 3 region digits; '' for a foreign plate. */
  region: z.string(),
  country: z.enum(NUMBER_FORMATS),
  formatGrz: z.enum(NUMBER_FORMATS),
  category: z.enum(VEHICLE_CATEGORIES),
  /** The plate type (document 2 §3); 'other' for a foreign plate. */
  type: z.enum([...PLATE_TYPES, 'other']),
  /** No spaces, upper case; null when not given. */
  STSNumber: z.string().nullable(),
  docType: z.string(),
  mainTs: z.boolean(),
  name: z.string(),
  vin: z.string().nullable(),
  imei: z.string().nullable(),
  active: z.boolean(),
  /** The plate has a running parking session now: it cannot be edited or deleted until it ends. */
  occupied: z.boolean(),
});
export type Vehicle = z.infer<typeof VehicleSchema>;

export const ProfileDocumentSchema = z.object({
  id: z.number().int(),
  /** Series and number, spaced like the mask: '59 АА 123456'. */
  title: z.string(),
  type: z.enum(DOCUMENT_TYPES),
});
export type ProfileDocument = z.infer<typeof ProfileDocumentSchema>;

export const AccountSettingsSchema = z.object(
  Object.fromEntries(ACCOUNT_SETTING_NAMES.map((n) => [n, z.boolean()])) as Record<
    (typeof ACCOUNT_SETTING_NAMES)[number],
    z.ZodBoolean
  >,
);

/** GET /api/profile/get-profile-v6: everything the cabinet shows. */
export const ProfileV6Schema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string(),
  email: z.string(),
  emailConfirmed: z.boolean(),
  /** Every phone of the driver, exactly one with isMain (the login phone) when any. */
  phones: z.array(ProfilePhoneV6Schema),
  /** False for an account made by external ID (or after a one-time call password). */
  hasPassword: z.boolean(),
  /** The profile holds personal data (a first or last name): the cabinet shows names only then. */
  privateData: z.boolean(),
  /** Kopecks; -1 is treated as 0 by the web. */
  balance: z.number().int(),
  /** Vehicles, the main one first, then in the order added. */
  ts: z.array(VehicleSchema),
  documents: z.array(ProfileDocumentSchema),
  sessions: z.array(ParkingSessionSchema),
  paymentsMethods: z.array(PaymentMethodSchema),
  settings: AccountSettingsSchema,
  defaultZone: z.string().nullable(),
});
export type ProfileV6 = z.infer<typeof ProfileV6Schema>;
export const ProfileV6AnswerSchema = okEnvelope({ result: ProfileV6Schema });

/**
 * get-profile-v5, the older shape: no documents, settings or privateData; vehicles without
 * type, occupied, vin, imei and active.
 */
export const VehicleV5Schema = VehicleSchema.pick({
  id: true,
  numberTs: true,
  number: true,
  region: true,
  country: true,
  formatGrz: true,
  category: true,
  STSNumber: true,
  docType: true,
  mainTs: true,
  name: true,
});
export const ProfileV5Schema = ProfileV6Schema.omit({
  documents: true,
  settings: true,
  privateData: true,
  hasPassword: true,
}).extend({ ts: z.array(VehicleV5Schema) });
export type ProfileV5 = z.infer<typeof ProfileV5Schema>;
export const ProfileV5AnswerSchema = okEnvelope({ result: ProfileV5Schema });

/**
 * get-profile-v4, the oldest shape: one phone (the main one, '' when none) instead of the list,
 * vehicles as plate, category and format only, no sessions or payment methods.
 */
export const ProfileV4Schema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string(),
  email: z.string(),
  phone: z.string(),
  balance: z.number().int(),
  ts: z.array(VehicleSchema.pick({ numberTs: true, category: true, formatGrz: true, mainTs: true })),
});
export type ProfileV4 = z.infer<typeof ProfileV4Schema>;
export const ProfileV4AnswerSchema = okEnvelope({ result: ProfileV4Schema });

export const VehicleAnswerSchema = okEnvelope({ result: VehicleSchema });
export const VehiclesAnswerSchema = okEnvelope({ result: z.array(VehicleSchema) });
export const DocumentAnswerSchema = okEnvelope({ result: ProfileDocumentSchema });
export const SettingsAnswerSchema = okEnvelope({ result: AccountSettingsSchema });
export const PhonesAnswerSchema = okEnvelope({ result: z.array(ProfilePhoneV6Schema) });
