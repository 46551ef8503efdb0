import type { ErrorName } from '../errors/error-names.ts';
import {
  isValidPlate,
  plateTypeFor,
  type NumberFormat,
  type PlateType,
  type VehicleCategory,
} from './plate-rules.ts';
import { isValidVehicleSts } from './document-rules.ts';

/** A vehicle's fields after normalisation, as the form, the route and the service hold them. */
export interface VehicleDraft {
  numberTs: string;
  formatGrz: NumberFormat;
  category: VehicleCategory;
  /** Normalised (no spaces, upper case, Cyrillic look-alikes); null when not given. */
  STSNumber: string | null;
}

export interface VehicleProblem {
  path: 'numberTs' | 'category' | 'STSNumber';
  errorName: ErrorName;
}

/**
 * Every rule of one vehicle on its own (document 2 §5): plate present, at most 9 characters and
 * of a known shape, category matching the plate type, STS well-formed. The list rules
 * (uniqueness, occupancy) need the driver's other vehicles and live in the API service.
 */
export function vehicleProblems(v: VehicleDraft): VehicleProblem[] {
  if (v.numberTs.length === 0) return [{ path: 'numberTs', errorName: 'EmptyTs' }];
  const problems: VehicleProblem[] = [];
  if (!isValidPlate(v.numberTs, v.formatGrz)) problems.push({ path: 'numberTs', errorName: 'InvalidFormat' });
  else if (plateTypeFor(v.numberTs, v.formatGrz, v.category) === null) {
    problems.push({ path: 'category', errorName: 'CategoryMismatch' });
  }
  if (v.STSNumber !== null && !isValidVehicleSts(v.STSNumber)) {
    problems.push({ path: 'STSNumber', errorName: 'InvalidFormat' });
  }
  return problems;
}

/** The plate type of a valid vehicle ('other' for a foreign plate). */
export function vehicleTypeOf(v: VehicleDraft): PlateType | 'other' {
  return plateTypeFor(v.numberTs, v.formatGrz, v.category) ?? 'other';
}
