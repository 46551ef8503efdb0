/** Shared by the list panel and the frame the map page keeps for it (zone-list-frame.tsx). */
export const ZONE_LIST_PANEL_ID = 'zone-list-panel';

/** Beside the map (md and up); on a phone the panel takes the map's place. */
export const ZONE_LIST_PANEL_WIDTH = 380;

/** The panel's box, the same for the loading frame and the list, so nothing moves when it arrives. */
export const zoneListPanelSx = {
  position: 'relative',
  // a phone's list covers what the map route lays over the map (the guest-payment button)
  zIndex: { xs: 1002, md: 'auto' },
  flex: { xs: '1 1 auto', md: `0 0 ${ZONE_LIST_PANEL_WIDTH}px` },
  width: { xs: '100%', md: ZONE_LIST_PANEL_WIDTH },
  height: '100%',
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
  bgcolor: 'background.paper',
  borderRight: { md: 1 },
  borderColor: { md: 'divider' },
} as const;
