import type { SettingsFlags } from '@parking/domain/contracts/settings-flags';

export type CabinetSection =
  | 'parking'
  | 'operations'
  | 'abonements'
  | 'my-profile'
  | 'receipts'
  | 'penalty'
  | 'feedback'
  | 'constructor';

export type CabinetMenuItem = {
  section: CabinetSection;
  path: string;
  /** Key in the `profile` namespace. */
  labelKey: string;
};

type Flags = Pick<
  SettingsFlags,
  'dontUseBalance' | 'useReceipts' | 'viewPenalty' | 'useFeedback' | 'useSubscriptionConstructor'
>;

/**
 * The cabinet menu of document 2 §2, in its order: parking (named "parking sessions" without a
 * balance), operations, abonements, my-profile, then receipts, penalty, feedback and constructor
 * only when their settings flag is on. Before the settings answer only the unconditional items show.
 */
export function cabinetMenu(flags: Partial<Flags> | undefined): CabinetMenuItem[] {
  const item = (section: CabinetSection, label: string = section): CabinetMenuItem => ({
    section,
    path: `/profile/${section}`,
    labelKey: `sections.${label}`,
  });
  return [
    item('parking', flags?.dontUseBalance ? 'parkingSessions' : 'parking'),
    item('operations'),
    item('abonements'),
    item('my-profile'),
    ...(flags?.useReceipts ? [item('receipts')] : []),
    ...(flags?.viewPenalty ? [item('penalty')] : []),
    ...(flags?.useFeedback ? [item('feedback')] : []),
    ...(flags?.useSubscriptionConstructor ? [item('constructor')] : []),
  ];
}

/** Whether a section has a menu entry with these flags (the hidden ones are not reachable). */
export const isCabinetSectionVisible = (section: CabinetSection, flags: Partial<Flags>): boolean =>
  cabinetMenu(flags).some((item) => item.section === section);
