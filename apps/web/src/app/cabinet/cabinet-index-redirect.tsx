import { Navigate } from 'react-router';
import { useLocalizedPath } from '../../shared/i18n/use-localized-path';
import { useSettingsFlags } from '../../shared/options/api/get-settings-flags';
import { cabinetMenu } from './cabinet-menu';

/** A bare /profile opens the first visible menu item (document 2 §2). */
export function CabinetIndexRedirect() {
  const to = useLocalizedPath();
  const { data } = useSettingsFlags();
  const first = cabinetMenu(data)[0]!;
  return <Navigate to={to(first.path)} replace />;
}
