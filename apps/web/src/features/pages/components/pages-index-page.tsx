import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage, useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { useSiteOptions } from '../../../shared/options/api/get-site-options';
import { toMenuLinks } from '../../../shared/options/menu-items';
import { NotFoundPanel } from '../../../shared/ui/not-found-panel';
import { PageContainer } from '../../../shared/ui/page-container';
import { staticPageLinks } from '../page-path';

/** /pages: the static pages the site's menus point at; not found when there are none. */
export function PagesIndexPage() {
  const { t } = useTranslation('pages');
  const lang = useLanguage();
  const to = useLocalizedPath();
  const { menuItems } = useSiteOptions();
  const links = staticPageLinks(
    toMenuLinks([...menuItems.header, ...menuItems.footer, ...menuItems.mobile], lang),
  );

  if (links.length === 0) return <NotFoundPanel />;

  return (
    <PageContainer title={t('indexTitle')} maxWidth="sm">
      <Paper variant="outlined">
        <List disablePadding>
          {links.map((link, index) => (
            <ListItemButton
              key={link.path}
              component={RouterLink}
              to={to(link.path)}
              divider={index < links.length - 1}
            >
              <ListItemText primary={link.label} />
              <ChevronRightIcon color="action" aria-hidden />
            </ListItemButton>
          ))}
        </List>
      </Paper>
    </PageContainer>
  );
}
