import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage, useLocalizedPath } from '../../shared/i18n/use-localized-path';
import { useSiteOptions } from '../../shared/options/api/get-site-options';
import { toMenuLinks } from '../../shared/options/menu-items';
import { AppStoreLinks } from './app-store-links';
import { BrandMark } from './brand-mark';
import { menuLinkProps } from './menu-link-props';
import { SupportContacts } from './support-contacts';

/** Footer: contacts, the footer menu and app-store links (document 1, section 2). */
export function Footer() {
  const { t } = useTranslation('footer');
  const lang = useLanguage();
  const to = useLocalizedPath();
  const options = useSiteOptions();
  const links = toMenuLinks(options.menuItems.footer, lang);
  const hasApps = Object.values(options.appLinks).some(Boolean);

  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', mt: 'auto' }}
    >
      <Container
        maxWidth="lg"
        sx={{
          py: { xs: 4, md: 5 },
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.3fr 1fr 1fr' },
        }}
      >
        <Stack spacing={2}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <BrandMark size={32} />
            <Typography sx={{ fontWeight: 700 }}>{t('common:appName')}</Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('tagline')}
          </Typography>
          <SupportContacts contacts={options.contacts} />
        </Stack>
        {links.length > 0 && (
          <Box component="nav" aria-label={t('menu')}>
            <Typography variant="overline" color="text.secondary" component="h2">
              {t('menu')}
            </Typography>
            <Stack spacing={1} sx={{ mt: 1 }}>
              {links.map((link) => (
                <Link key={link.key} {...menuLinkProps(link, to)} color="inherit" underline="hover">
                  {link.label}
                </Link>
              ))}
            </Stack>
          </Box>
        )}
        {hasApps && (
          <Box>
            <Typography variant="overline" color="text.secondary" component="h2">
              {t('apps')}
            </Typography>
            <Box sx={{ mt: 1 }}>
              <AppStoreLinks appLinks={options.appLinks} />
            </Box>
          </Box>
        )}
      </Container>
      <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg" sx={{ py: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {t('copyright', { year: new Date().getFullYear(), name: t('common:appName') })}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
