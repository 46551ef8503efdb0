import { ROLE_AREAS, STAFF_AREAS, type StaffArea, type StaffRole } from '@parking/domain/staff/staff-roles';

/**
 * Areas of a role whose screens live elsewhere: companies at /coop-profile's operator calls,
 * enforcement in issue 21.
 */
const ELSEWHERE = ['companies', 'enforcement'] as const satisfies readonly StaffArea[];
export type ConsoleArea = Exclude<StaffArea, (typeof ELSEWHERE)[number]>;

/** The areas the console has a screen for, in STAFF_AREAS' order (the navigation's). */
export const CONSOLE_AREAS: readonly ConsoleArea[] = STAFF_AREAS.filter(
  (area): area is ConsoleArea => !(ELSEWHERE as readonly StaffArea[]).includes(area),
);

/** The console's areas the role may use; the server refuses the rest with Forbidden anyway. */
export function areasOf(role: StaffRole): ConsoleArea[] {
  return CONSOLE_AREAS.filter((area) => ROLE_AREAS[role].includes(area));
}
