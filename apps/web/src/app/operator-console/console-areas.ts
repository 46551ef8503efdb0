import { ROLE_AREAS, type StaffArea, type StaffRole } from '@parking/domain/staff/staff-roles';

/**
 * The areas the console has a screen for, in the order of the navigation. companies and
 * enforcement are roles' areas too, but their screens live elsewhere (/coop-profile, issue 21).
 */
export const CONSOLE_AREAS = [
  'staff',
  'audit',
  'map',
  'tariffs',
  'calendar',
  'settings',
  'content',
  'appeals',
  'fines',
] as const satisfies readonly StaffArea[];
export type ConsoleArea = (typeof CONSOLE_AREAS)[number];

/** The console's areas the role may use; the server refuses the rest with Forbidden anyway. */
export function areasOf(role: StaffRole): ConsoleArea[] {
  return CONSOLE_AREAS.filter((area) => ROLE_AREAS[role].includes(area));
}
