import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '../../../shared/ui/lazy-page';
import type { ZoneListWithDataProps } from './zone-list-with-data';
import { ZONE_LIST_PANEL_ID, ZONE_LIST_PANEL_WIDTH, zoneListPanelSx } from './zone-list-layout';

/** The zone search's right edge over the map (12 + 280) and a gap. */
const MAP_SEARCH_RIGHT = 304;

/**
 * What the map page itself carries of the zone list: its toggle and a frame of the panel's size.
 * The list's code stays out of the first load of "/" and arrives when the driver opens it
 * (or points at the toggle).
 */
const ZoneListPanel = lazyPage(
  () => import('./zone-list-with-data'),
  (module) => module.ZoneListWithData,
);

export function ZoneListMount(props: ZoneListWithDataProps) {
  return (
    <Suspense
      fallback={
        <Box sx={zoneListPanelSx} aria-busy="true">
          <LinearProgress />
        </Box>
      }
    >
      <ZoneListPanel {...props} />
    </Suspense>
  );
}

/**
 * "List" beside the map; on a phone the list takes the map's place and this says "Map". First
 * in the page's tab order after the header, so keyboard users reach the list without the map.
 */
export function ZoneListToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { t } = useTranslation('map');
  return (
    <Button
      variant="contained"
      color="inherit"
      data-testid="zone-list-toggle"
      aria-expanded={open}
      aria-controls={open ? ZONE_LIST_PANEL_ID : undefined}
      onClick={onToggle}
      onPointerEnter={() => void ZoneListPanel.preload().catch(() => undefined)}
      onFocus={() => void ZoneListPanel.preload().catch(() => undefined)}
      sx={{
        position: 'absolute',
        // above the list, which on a phone covers what the map route lays over the map
        zIndex: 1003,
        minHeight: 44,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        boxShadow: 4,
        // Phones and tablets: under the zone search, right of the guest-payment button (the
        // legend and zoom keep the bottom corners); with the list open, beside its heading.
        // Wider: right of the zone search, clear of the legend in the top right corner.
        top: { xs: open ? 8 : 68, md: 12 },
        right: { xs: 12, md: 'auto' },
        left: { xs: 'auto', md: (open ? ZONE_LIST_PANEL_WIDTH : 0) + MAP_SEARCH_RIGHT },
        '&:focus-visible': { outline: '3px solid #ff9800', outlineOffset: 2 },
      }}
    >
      {!open && t('list.show')}
      {open && (
        <>
          <Box component="span" sx={{ display: { md: 'none' } }}>
            {t('list.backToMap')}
          </Box>
          <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
            {t('list.hide')}
          </Box>
        </>
      )}
    </Button>
  );
}
