import type { SettingsFlags } from '@parking/domain/contracts/settings-flags';
import { cabinetMenu, isCabinetSectionVisible, type CabinetSection } from './cabinet-menu';

/**
 * Where a cabinet address must go instead, or null: a bare /profile opens the first menu item
 * (document 2 §2); a section whose entry the settings hide (receipts without useReceipts...) is
 * not a page either. Until the settings answer, only the bare /profile moves.
 */
export function cabinetRedirect(pathname: string, flags: SettingsFlags | undefined): string | null {
  const section = /\/profile\/?([^/]*)\/?$/.exec(pathname)?.[1] ?? '';
  const first = cabinetMenu(flags)[0]!.path;
  if (section === '') return first;
  if (flags && !isCabinetSectionVisible(section as CabinetSection, flags)) return first;
  return null;
}
