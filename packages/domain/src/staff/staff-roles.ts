/**
 * The city's staff roles and the areas of the console each may use (issue 20). One table for
 * both sides: the API's guard refuses a call whose area the role lacks, and the console shows
 * only the areas the role has.
 */
export const STAFF_ROLES = [
  'administrator',
  'tariff_manager',
  'content_editor',
  'support',
  'inspector',
  /** Reads the money: reports, the daily close, the card reconciliation; registers paid receipts. */
  'accountant',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_AREAS = [
  /** Staff accounts: add, disable, reset, change role. */
  'staff',
  /** The audit log of every staff change. */
  'audit',
  /** Zones and map objects, their GeoJSON import and export. */
  'map',
  /** Tariff versions of the zones. */
  'tariffs',
  /** The production calendar. */
  'calendar',
  /** Settings flags and site options. */
  'settings',
  /** News, static pages, the pop-up notice, SMS commands. */
  'content',
  /** Drivers' appeals. */
  'appeals',
  /** Traffic fines import. */
  'fines',
  /** Corporate customers. */
  'companies',
  /** Checking a plate in the street (issue 21). */
  'enforcement',
  /** Driver support: find a driver, correct their balance, cancel a stay, block (issue 21). */
  'drivers',
  /** Money reports, the daily close, the card reconciliation, paid receipts (issue 21). */
  'money',
  /** API keys of partner systems for the enforcement check (issue 21). */
  'api_keys',
] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

export const ROLE_AREAS: Record<StaffRole, readonly StaffArea[]> = {
  // the administrator runs the whole console, so a small city can start with one person
  administrator: STAFF_AREAS,
  tariff_manager: ['map', 'tariffs', 'calendar'],
  content_editor: ['settings', 'content'],
  support: ['drivers', 'appeals', 'fines', 'companies'],
  inspector: ['enforcement'],
  accountant: ['money', 'companies'],
};

export function roleMayUse(role: StaffRole, area: StaffArea): boolean {
  return ROLE_AREAS[role].includes(area);
}
