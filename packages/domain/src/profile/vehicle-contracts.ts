import { z } from 'zod';
import { FormBoolean } from '../accounts/account-rules.ts';
import { normalizeDocumentNumber } from './document-rules.ts';
import {
  DEFAULT_VEHICLE_CATEGORY,
  guessNumberFormat,
  normalizePlate,
  NUMBER_FORMATS,
  VEHICLE_CATEGORIES,
  type NumberFormat,
} from './plate-rules.ts';
import { vehicleProblems } from './vehicle-rules.ts';

/**
 * Requests of the vehicle calls (document 2 §7: POST, PUT, DELETE /api/profile/car, PUT
 * change-cars and change-cars-v2), also the web's vehicle form. Messages are error names
 * (errors:{name} in the web), so a form and an API answer say the same thing.
 */

/** Vehicles one driver may keep: enough for a family fleet, small enough to list in one call. */
export const VEHICLES_MAX = 20;
/** docType default: the registration certificate (document 2 §3). */
export const DEFAULT_DOC_TYPE = 'STS';

/** Lower-case codes, whatever the client's case ('RUS' from an older form). */
const FormatSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(NUMBER_FORMATS, { error: 'InvalidFormat' }),
);
const CategorySchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.enum(VEHICLE_CATEGORIES, { error: 'InvalidFormat' }),
);
/** Typed plate; normalisation and shape checks run on the whole vehicle (they need the format). */
const PlateTextSchema = z.string({ error: 'EmptyTs' }).max(40, 'InvalidFormat');
/** An empty STS field means "no STS". */
const StsTextSchema = z
  .string()
  .max(40, 'InvalidFormat')
  .transform((s) => (s.trim() === '' ? null : normalizeDocumentNumber(s)));

const vehicleFields = {
  numberTs: PlateTextSchema,
  /** rus or other; country is the same field under its other name; guessed when neither. */
  formatGrz: FormatSchema.optional(),
  country: FormatSchema.optional(),
  category: CategorySchema.optional(),
  STSNumber: StsTextSchema.nullish(),
  docType: z.string().trim().max(40, 'InvalidFormat').optional(),
  mainTs: FormBoolean.optional(),
  name: z.string().trim().max(60, 'InvalidFormat').optional(),
};

function formatOf(v: { formatGrz?: NumberFormat; country?: NumberFormat }, raw: string): NumberFormat {
  return v.formatGrz ?? v.country ?? guessNumberFormat(raw);
}

/** One vehicle, checked and normalised (plate, STS), defaults filled. */
export const VehicleInputSchema = z
  .object(vehicleFields)
  .transform((v) => {
    const formatGrz = formatOf(v, v.numberTs);
    return {
      numberTs: normalizePlate(v.numberTs, formatGrz),
      formatGrz,
      category: v.category ?? DEFAULT_VEHICLE_CATEGORY,
      STSNumber: v.STSNumber ?? null,
      docType: v.docType || DEFAULT_DOC_TYPE,
      mainTs: v.mainTs ?? false,
      name: v.name ?? '',
    };
  })
  .superRefine((v, ctx) => {
    for (const p of vehicleProblems(v))
      ctx.addIssue({ code: 'custom', message: p.errorName, path: [p.path] });
  });
export type VehicleInput = z.output<typeof VehicleInputSchema>;
/** What the web form holds (strings as typed). */
export type VehicleForm = z.input<typeof VehicleInputSchema>;

/** POST /api/profile/car: add a vehicle; mainTs=true makes it the main one. */
export const AddVehicleRequestSchema = VehicleInputSchema;

/**
 * PUT /api/profile/car: the vehicle whose plate is oldgrz gets newgrz (or numberTs) and any
 * other field sent; fields not sent keep their values. {oldgrz, mainTs: true} sets the main
 * vehicle. The merged vehicle is checked by the service with vehicleProblems.
 */
export const EditVehicleRequestSchema = z.object({
  oldgrz: PlateTextSchema.min(1, 'EmptyTs'),
  newgrz: PlateTextSchema.optional(),
  numberTs: PlateTextSchema.optional(),
  formatGrz: vehicleFields.formatGrz,
  country: vehicleFields.country,
  category: vehicleFields.category,
  STSNumber: vehicleFields.STSNumber,
  docType: vehicleFields.docType,
  mainTs: vehicleFields.mainTs,
  name: vehicleFields.name,
});
export type EditVehicleRequest = z.output<typeof EditVehicleRequestSchema>;

/** DELETE /api/profile/car: by plate (numberTs, or oldgrz as PUT names it). */
export const DeleteVehicleRequestSchema = z
  .object({ numberTs: PlateTextSchema.optional(), oldgrz: PlateTextSchema.optional() })
  .transform((v) => ({ numberTs: v.numberTs ?? v.oldgrz ?? '' }))
  .refine((v) => v.numberTs.trim().length > 0, { message: 'EmptyTs', path: ['numberTs'] });

/** A list sent form-encoded arrives as JSON text in one field. */
function parseJsonList(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * PUT change-cars / change-cars-v2: the driver's whole vehicle list replaced at once (same plate
 * kept = same vehicle, its id and documents kept). No two plates or STS alike, at most one main.
 */
export const ChangeCarsRequestSchema = z.object({
  car: z
    .preprocess(parseJsonList, z.array(VehicleInputSchema).max(VEHICLES_MAX, 'InvalidFormat'))
    .superRefine((list, ctx) => {
      const plates = new Set<string>();
      const sts = new Set<string>();
      list.forEach((v, i) => {
        if (plates.has(v.numberTs))
          ctx.addIssue({ code: 'custom', message: 'VehicleExists', path: [i, 'numberTs'] });
        if (v.STSNumber && sts.has(v.STSNumber)) {
          ctx.addIssue({ code: 'custom', message: 'StsExists', path: [i, 'STSNumber'] });
        }
        plates.add(v.numberTs);
        if (v.STSNumber) sts.add(v.STSNumber);
      });
      if (list.filter((v) => v.mainTs).length > 1)
        ctx.addIssue({ code: 'custom', message: 'InvalidFormat', path: [] });
    }),
});
export type ChangeCarsRequest = z.output<typeof ChangeCarsRequestSchema>;
