import { ROLE_AREAS, STAFF_AREAS, type StaffArea, type StaffRole } from '@parking/domain/staff/staff-roles';

/** Every area of STAFF_AREAS has a screen of the console (issue 21 gave the last ones theirs). */
export type ConsoleArea = StaffArea;

/** The areas the console has a screen for, in STAFF_AREAS' order (the navigation's). */
export const CONSOLE_AREAS: readonly ConsoleArea[] = STAFF_AREAS;

/** The console's areas the role may use; the server refuses the rest with Forbidden anyway. */
export function areasOf(role: StaffRole): ConsoleArea[] {
  return CONSOLE_AREAS.filter((area) => ROLE_AREAS[role].includes(area));
}
