/**
 * The fixed vocabularies of map info v3 (document 1, sections 3 and 7), without zod: the
 * drivers' map page uses them (through map-info.ts) and so do the schemas (map-info-schemas.ts).
 */

export const OBJECT_TYPES = [
  'parkings',
  'residentzone',
  'parcomats',
  'terminals',
  'InformationTable',
  'Church',
  'Museum',
  'Sight',
] as const;
export type ObjectType = (typeof OBJECT_TYPES)[number];

/** Parking categories (document 1, section 3). */
export const PARKING_CATEGORIES = [
  'roadside',
  'multilevel',
  'planar',
  'commerce',
  'free',
  'fordisabled',
  'pocket',
  'resident',
  'taxi',
  'bus',
  'municipal',
  'parcomat',
] as const;
export type ParkingCategory = (typeof PARKING_CATEGORIES)[number];

/** Day types of a tariff; holiday comes from the production calendar. */
export const DAY_TYPES = ['default', 'saturday', 'sunday', 'holiday'] as const;
export type DayType = (typeof DAY_TYPES)[number];

/** daycode on the wire: 0 default, 1 saturday, 2 sunday, 3 holiday; -2 marks an inactive parking. */
export const DAYCODE: Record<DayType, number> = { default: 0, saturday: 1, sunday: 2, holiday: 3 };
export const INACTIVE_DAYCODE = -2;
