import Box from '@mui/material/Box';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../features/auth/api/logout';
import { HeaderParkingMenus } from '../../features/header-parking/components/header-parking-menus';
import { useLocalizedPath } from '../../shared/i18n/use-localized-path';
import { useSettingsFlags } from '../../shared/options/api/get-settings-flags';
import { profileDisplayName, useProfile } from '../../shared/profile/api/get-profile';
import { cabinetMenu } from '../cabinet/cabinet-menu';
import { HeaderDropdown } from './header-dropdown';

/**
 * The logged-in part of the header: the balance and parking dropdowns (features/header-parking,
 * the balance hidden in no-balance mode) and the profile menu (the cabinet menu's items, then
 * logout), which carries the driver's name (or e-mail) once the profile has loaded.
 */
export function AccountMenus() {
  const { t } = useTranslation('header');
  const to = useLocalizedPath();
  const { data: settings } = useSettingsFlags();
  const logout = useLogout();
  const name = profileDisplayName(useProfile().data);

  // the cabinet's own menu (same items, order, flags and names as its tabs)
  const { t: tProfile } = useTranslation('cabinet');
  const cabinet = cabinetMenu(settings).map((item) => ({ path: item.path, label: tProfile(item.labelKey) }));

  return (
    <>
      {/* until the settings say whether there is a balance, its icon's room is kept (no jump) */}
      {!settings && <Box aria-hidden sx={{ flexShrink: 0, width: { xs: 44, lg: 0 } }} />}
      <HeaderParkingMenus showBalance={Boolean(settings && !settings.dontUseBalance)} />
      <HeaderDropdown
        icon={<AccountCircleIcon />}
        label={name ?? t('profile.label')}
        compactBelow="lg"
        ariaLabel={name ? t('profile.labelFor', { name }) : undefined}
        items={[
          ...cabinet.map((item) => ({ key: item.path, label: item.label, to: to(item.path) })),
          {
            key: 'logout',
            label: t('profile.logout'),
            icon: <LogoutIcon fontSize="small" />,
            dividerBefore: true,
            onClick: () => void logout(),
          },
        ]}
      />
    </>
  );
}
