/**
 * Plate rules (document 1 §5, document 2 §5), written once for payments, the cabinet's vehicles,
 * the API and the web forms. A plate is stored as typed minus spaces, upper case; a Russian plate
 * also gets Cyrillic letters for their Latin look-alikes, so "A123BC59" typed on an English
 * keyboard is the same car as "А123ВС59".
 */

export const VEHICLE_CATEGORIES = ['A', 'B', 'C', 'D', 'M'] as const;
export type VehicleCategory = (typeof VEHICLE_CATEGORIES)[number];
export const DEFAULT_VEHICLE_CATEGORY: VehicleCategory = 'B';
/** formatGrz / country codes: a Russian plate or a foreign one. */
export const NUMBER_FORMATS = ['rus', 'other'] as const;
export type NumberFormat = (typeof NUMBER_FORMATS)[number];
export const PLATE_MAX_LENGTH = 9;

export const PLATE_TYPES = [
  'standard',
  'transit',
  'taxi',
  'moto',
  'mvdStandart',
  'mvdTrailer',
  'mvdMoto',
] as const;
export type PlateType = (typeof PLATE_TYPES)[number];

/** Latin letters that look like the 12 Cyrillic letters of Russian plates. */
const LATIN_TO_CYRILLIC: Record<string, string> = {
  A: 'А',
  B: 'В',
  E: 'Е',
  K: 'К',
  M: 'М',
  H: 'Н',
  O: 'О',
  P: 'Р',
  C: 'С',
  T: 'Т',
  Y: 'У',
  X: 'Х',
};

/** Latin look-alikes to their Cyrillic letters (plates, STS and licence series). */
export function latinToCyrillic(text: string): string {
  return text.replace(/[ABEKMHOPCTYX]/g, (ch) => LATIN_TO_CYRILLIC[ch] ?? ch);
}

/** Spaces removed, upper case; Russian plates get Cyrillic letters (document 1 §5). */
export function normalizePlate(raw: string, format: NumberFormat): string {
  const compact = raw.replace(/\s+/g, '').toUpperCase();
  return format === 'other' ? compact : latinToCyrillic(compact);
}

/**
 * Russian plates after normalisation (L: one of the 12 plate letters, D: a digit, then a region
 * of 2 or 3 digits). The MVD trailer and MVD moto plates share one shape (DDDD L): only the
 * category tells them apart, which is why a plate can have two types.
 */
const L = '[АВЕКМНОРСТУХ]';
const REGION = '(\\d{2,3})';
const PLATE_SHAPES: ReadonlyArray<readonly [PlateType, RegExp]> = [
  ['standard', new RegExp(`^(${L}\\d{3}${L}{2})${REGION}$`)],
  ['transit', new RegExp(`^(${L}{2}\\d{3}${L})${REGION}$`)],
  ['taxi', new RegExp(`^(${L}{2}\\d{3})${REGION}$`)],
  ['moto', new RegExp(`^(\\d{4}${L}{2})${REGION}$`)],
  ['mvdStandart', new RegExp(`^(${L}\\d{4})${REGION}$`)],
  ['mvdTrailer', new RegExp(`^(\\d{4}${L})${REGION}$`)],
  ['mvdMoto', new RegExp(`^(\\d{4}${L})${REGION}$`)],
];
const MOTO_TYPES: readonly PlateType[] = ['moto', 'mvdMoto'];

/** Foreign plates: letters (any alphabet) and digits, not all digits. */
const FOREIGN_PLATE = /^(?!\d+$)[\p{L}\d]{1,9}$/u;

/** The types a normalised Russian plate matches (empty: no known Russian plate). */
export function plateTypesOf(plate: string): PlateType[] {
  if (plate.length > PLATE_MAX_LENGTH) return [];
  return PLATE_SHAPES.filter(([, shape]) => shape.test(plate)).map(([type]) => type);
}

/** The number and region parts of a Russian plate (number = whole plate for a foreign one). */
export function splitPlate(plate: string, format: NumberFormat): { number: string; region: string } {
  if (format === 'rus') {
    for (const [, shape] of PLATE_SHAPES) {
      const m = shape.exec(plate);
      if (m) return { number: m[1]!, region: m[2]! };
    }
  }
  return { number: plate, region: '' };
}

/** Is a normalised plate valid for its format (length, shape)? */
export function isValidPlate(plate: string, format: NumberFormat): boolean {
  if (plate.length < 1 || plate.length > PLATE_MAX_LENGTH) return false;
  return format === 'rus' ? plateTypesOf(plate).length > 0 : FOREIGN_PLATE.test(plate);
}

/**
 * The plate type for a category: A only with a moto plate, a moto-only plate only with A
 * (document 2 §5, "the car category does not match its type"). Null when they do not match.
 * Foreign plates have no known type, so any category goes with them ('other').
 */
export function plateTypeFor(
  plate: string,
  format: NumberFormat,
  category: VehicleCategory,
): PlateType | 'other' | null {
  if (format === 'other') return 'other';
  const types = plateTypesOf(plate);
  const fitting = types.filter((t) => (category === 'A') === MOTO_TYPES.includes(t));
  return fitting[0] ?? null;
}

/**
 * The seeds' guess of a typed plate's format when the form does not say: only letters, digits
 * and spaces and not all digits, and no known Russian shape, means foreign.
 */
export function guessNumberFormat(raw: string): NumberFormat {
  if (plateTypesOf(normalizePlate(raw, 'rus')).length > 0) return 'rus';
  return /^(?!\d+$)[\p{L}\d\s]+$/u.test(raw.trim()) ? 'other' : 'rus';
}
