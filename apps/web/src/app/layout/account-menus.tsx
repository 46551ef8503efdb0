import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LocalParkingIcon from '@mui/icons-material/LocalParking';
import LogoutIcon from '@mui/icons-material/Logout';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../features/auth/api/logout';
import { useLocalizedPath } from '../../shared/i18n/use-localized-path';
import { useSettingsFlags } from '../../shared/options/api/get-settings-flags';
import { profileDisplayName, useProfile } from '../../shared/profile/api/get-profile';
import { HeaderDropdown } from './header-dropdown';

/**
 * The logged-in part of the header. Balance and active sessions come with the cabinet issues;
 * until then those dropdowns lead to the cabinet pages that will hold them. The profile menu
 * carries the driver's name (or e-mail) once the profile has loaded.
 */
export function AccountMenus() {
  const { t } = useTranslation('header');
  const to = useLocalizedPath();
  const { data: settings } = useSettingsFlags();
  const logout = useLogout();
  const name = profileDisplayName(useProfile().data);

  const cabinet = [
    { path: '/profile/parking', label: t('cabinet.parking') },
    { path: '/profile/operations', label: t('cabinet.operations') },
    { path: '/profile/abonements', label: t('cabinet.abonements') },
    { path: '/profile/my-profile', label: t('cabinet.myProfile') },
    ...(settings?.useReceipts ? [{ path: '/profile/receipts', label: t('cabinet.receipts') }] : []),
    ...(settings?.viewPenalty ? [{ path: '/profile/penalty', label: t('cabinet.penalty') }] : []),
    ...(settings?.useFeedback ? [{ path: '/profile/feedback', label: t('cabinet.feedback') }] : []),
  ];

  return (
    <>
      {settings && !settings.dontUseBalance && (
        <HeaderDropdown
          icon={<AccountBalanceWalletIcon />}
          label={t('balance.label')}
          items={[{ key: 'refill', label: t('balance.refill'), to: to('/profile/my-profile') }]}
        />
      )}
      <HeaderDropdown
        icon={<LocalParkingIcon />}
        label={t('parking.label')}
        items={[{ key: 'start', label: t('parking.start'), to: to('/profile/parking') }]}
      />
      <HeaderDropdown
        icon={<AccountCircleIcon />}
        label={name ?? t('profile.label')}
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
