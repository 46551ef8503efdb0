import type { Vehicle } from '@parking/domain/profile/profile-answers';
import { normalizeDocumentNumber } from '@parking/domain/profile/document-rules';
import {
  PLATE_MAX_LENGTH,
  type NumberFormat,
  type VehicleCategory,
} from '@parking/domain/profile/plate-rules';
import { VehicleInputSchema, type VehicleForm } from '@parking/domain/profile/vehicle-contracts';

export type VehicleFormState = {
  numberTs: string;
  formatGrz: NumberFormat;
  category: VehicleCategory;
  STSNumber: string;
};

export type VehicleField = keyof VehicleFormState;
/** Error names by field (translated through vehicles:errors.{name}, else errors:{name}). */
export type VehicleProblems = Partial<Record<VehicleField, string>>;

export const emptyVehicle = (): VehicleFormState => ({
  numberTs: '',
  formatGrz: 'rus',
  category: 'B',
  STSNumber: '',
});

export const vehicleToForm = (v: Vehicle): VehicleFormState => ({
  numberTs: v.numberTs,
  formatGrz: v.formatGrz,
  category: v.category,
  STSNumber: v.STSNumber ?? '',
});

/**
 * The form through the domain's vehicle schema (plate shape, category against the plate type,
 * STS format), then the list rules the web can see (document 2 §5): the plate and the STS
 * (case-insensitively) unique among the driver's other vehicles. "occupied" is the server's.
 */
export function vehicleProblems(form: VehicleFormState, others: Vehicle[]): VehicleProblems {
  const found: VehicleProblems = {};
  const plate = form.numberTs.replace(/\s+/g, '');
  if (plate.length > PLATE_MAX_LENGTH) found.numberTs = 'PlateTooLong';
  const parsed = VehicleInputSchema.safeParse(form satisfies VehicleForm);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as VehicleField | undefined;
      if (field && !found[field]) found[field] = issue.message;
    }
    return found;
  }
  const v = parsed.data;
  if (others.some((o) => o.numberTs === v.numberTs)) found.numberTs ??= 'VehicleExists';
  const sts = v.STSNumber;
  if (sts && others.some((o) => o.STSNumber && normalizeDocumentNumber(o.STSNumber) === sts))
    found.STSNumber ??= 'StsExists';
  return found;
}
