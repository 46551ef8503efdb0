import { Navigate, Outlet } from 'react-router';
import { useLocalizedPath } from '../../shared/i18n/use-localized-path';
import { useSettingsFlags } from '../../shared/options/api/get-settings-flags';
import { isCabinetSectionVisible, type CabinetSection } from './cabinet-menu';

/**
 * A section whose menu entry the settings hide (receipts without useReceipts...) is not a page
 * either: its address goes back to /profile. Until the settings answer, the page renders.
 */
export function CabinetSectionGuard({ section }: { section: CabinetSection }) {
  const to = useLocalizedPath();
  const { data } = useSettingsFlags();
  if (data && !isCabinetSectionVisible(section, data)) return <Navigate to={to('/profile')} replace />;
  return <Outlet />;
}
