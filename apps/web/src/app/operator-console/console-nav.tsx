import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLocalizedPath } from '../../shared/i18n/use-localized-path';
import { AREA_ICONS } from './area-icons';
import type { ConsoleArea } from './console-areas';

type Props = { areas: ConsoleArea[]; current: ConsoleArea | undefined };

/**
 * The areas of the signed-in role: a side list from md up, scrolling tabs on a phone (nine
 * areas do not fit 360 px). Links start from /operator with the language's prefix: relative ones
 * would resolve from the open area (/operator/map/tariffs) inside the /operator/* splat route.
 */
export function ConsoleNav({ areas, current }: Props) {
  const { t } = useTranslation('operator');
  const to = useLocalizedPath();
  return (
    <>
      <Paper
        component="nav"
        variant="outlined"
        aria-label={t('console.nav')}
        sx={{ display: { xs: 'none', md: 'block' }, width: 230, flexShrink: 0, alignSelf: 'flex-start' }}
      >
        <List dense>
          {areas.map((area) => (
            <ListItemButton
              key={area}
              component={NavLink}
              to={to(`/operator/${area}`)}
              selected={area === current}
              aria-current={area === current ? 'page' : undefined}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>{AREA_ICONS[area]}</ListItemIcon>
              <ListItemText primary={t(`console.areas.${area}`)} />
            </ListItemButton>
          ))}
        </List>
      </Paper>
      <Tabs
        component="nav"
        aria-label={t('console.nav')}
        value={current && areas.includes(current) ? current : false}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ display: { xs: 'flex', md: 'none' }, borderBottom: 1, borderColor: 'divider' }}
      >
        {areas.map((area) => (
          <Tab
            key={area}
            value={area}
            label={t(`console.areas.${area}`)}
            component={NavLink}
            to={to(`/operator/${area}`)}
          />
        ))}
      </Tabs>
    </>
  );
}
