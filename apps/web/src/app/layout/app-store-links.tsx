import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AndroidIcon from '@mui/icons-material/Android';
import AppleIcon from '@mui/icons-material/Apple';
import DownloadIcon from '@mui/icons-material/Download';
import ShopIcon from '@mui/icons-material/Shop';
import { useTranslation } from 'react-i18next';
import type { SiteOptions } from '@parking/domain/contracts/site-options';

/** App-store links (iOS, Android, the other store, the APK file); absent links are left out. */
export function AppStoreLinks({
  appLinks,
  direction = 'column',
}: {
  appLinks: SiteOptions['appLinks'];
  direction?: 'row' | 'column';
}) {
  const { t } = useTranslation('site');
  const links = [
    { href: appLinks.iosLink, label: t('apps.ios'), icon: <AppleIcon /> },
    { href: appLinks.androidLink, label: t('apps.android'), icon: <AndroidIcon /> },
    { href: appLinks.yandexStoreLink, label: t('apps.otherStore'), icon: <ShopIcon /> },
    { href: appLinks.apkLink, label: t('apps.apk'), icon: <DownloadIcon /> },
  ].filter((link): link is typeof link & { href: string } => Boolean(link.href));
  if (links.length === 0) return null;
  return (
    <Stack direction={direction} spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {links.map((link) => (
        <Button
          key={link.href}
          variant="outlined"
          color="inherit"
          size="small"
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={link.icon}
          sx={{ borderColor: 'divider', justifyContent: 'flex-start' }}
        >
          {link.label}
        </Button>
      ))}
    </Stack>
  );
}
