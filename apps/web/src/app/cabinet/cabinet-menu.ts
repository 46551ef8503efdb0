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
  /** Key in the `header` namespace. */
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
  const item = (section: CabinetSection, labelKey: string): CabinetMenuItem => ({
    section,
    path: `/profile/${section}`,
    labelKey,
  });
  return [
    item('parking', flags?.dontUseBalance ? 'cabinet.parkingSessions' : 'cabinet.parking'),
    item('operations', 'cabinet.operations'),
    item('abonements', 'cabinet.abonements'),
    item('my-profile', 'cabinet.myProfile'),
    ...(flags?.useReceipts ? [item('receipts', 'cabinet.receipts')] : []),
    ...(flags?.viewPenalty ? [item('penalty', 'cabinet.penalty')] : []),
    ...(flags?.useFeedback ? [item('feedback', 'cabinet.feedback')] : []),
    ...(flags?.useSubscriptionConstructor ? [item('constructor', 'cabinet.constructor')] : []),
  ];
}

/** Whether a section has a menu entry with these flags (the hidden ones are not reachable). */
export const isCabinetSectionVisible = (section: CabinetSection, flags: Partial<Flags>): boolean =>
  cabinetMenu(flags).some((item) => item.section === section);
