import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MapLoadStatus } from '../api/get-map-info';
import type { MapObject } from '../lib/map-objects';
import { buildZoneList, filterZoneList } from '../lib/zone-list';
import { ZoneListRow } from './zone-list-row';
import { ZONE_LIST_PANEL_ID, zoneListPanelSx } from './zone-list-layout';

/** Rows rendered at first and added by "Show more": a big city has thousands of parkings. */
export const ZONE_LIST_PAGE = 50;
const MINUTE = 60_000;

export interface ZoneListPanelProps {
  objects: readonly MapObject[];
  status: MapLoadStatus;
  timeZone: string;
  onPay: (zonenumber: string, parkingCode: string) => void;
  /** Opened by the driver: the search takes the focus. */
  focusOnOpen?: boolean;
}

/** The current minute, turning on the minute: what "price now" is priced at. */
function useMinute(): number {
  const [minute, setMinute] = useState(() => Math.floor(Date.now() / MINUTE) * MINUTE);
  useEffect(() => {
    const timer = window.setTimeout(
      () => setMinute(Math.floor(Date.now() / MINUTE) * MINUTE),
      minute + MINUTE - Date.now() + 50,
    );
    return () => window.clearTimeout(timer);
  }, [minute]);
  return minute;
}

/**
 * The map as a list (issue 23 item 4): every zone and parking the map draws, searchable by zone
 * number, name or address, with the price now and free spaces, each payable without the map.
 */
export function ZoneListPanel({ objects, status, timeZone, onPay, focusOnOpen = false }: ZoneListPanelProps) {
  const { t } = useTranslation('map');
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(ZONE_LIST_PAGE);
  const minute = useMinute();
  const entries = useMemo(() => buildZoneList(objects), [objects]);
  // typing stays responsive while thousands of rows are filtered
  const deferredQuery = useDeferredValue(query);
  const found = useMemo(() => filterZoneList(entries, deferredQuery), [entries, deferredQuery]);
  const shown = found.slice(0, limit);

  useEffect(() => {
    if (focusOnOpen) inputRef.current?.focus();
  }, [focusOnOpen]);

  let message: string;
  if (status !== 'done') message = t('list.loading');
  else if (!deferredQuery.trim()) message = t('list.total', { count: found.length });
  else if (found.length === 0) message = t('list.nothing');
  else message = t('list.found', { count: found.length });

  return (
    <Box
      component="section"
      id={ZONE_LIST_PANEL_ID}
      aria-labelledby={headingId}
      data-testid="zone-list"
      sx={zoneListPanelSx}
    >
      <Box sx={{ px: 2, pt: 1, pb: 1, borderBottom: 1, borderColor: 'divider' }}>
        {/* on a phone the "Map" button sits at the heading's right */}
        <Typography
          id={headingId}
          component="h2"
          variant="h6"
          sx={{ minHeight: 44, display: 'flex', alignItems: 'center', mb: 1, pr: { xs: 12, md: 0 } }}
        >
          {t('list.title')}
        </Typography>
        <TextField
          fullWidth
          size="small"
          type="search"
          label={t('list.searchLabel')}
          value={query}
          inputRef={inputRef}
          onChange={(event) => {
            setQuery(event.target.value);
            setLimit(ZONE_LIST_PAGE);
          }}
          slotProps={{
            htmlInput: { 'data-testid': 'zone-list-search', enterKeyHint: 'search', autoComplete: 'off' },
            input: { sx: { minHeight: 44 } },
          }}
        />
        <Typography
          role="status"
          aria-live="polite"
          variant="body2"
          color="text.secondary"
          data-testid="zone-list-status"
          sx={{ mt: 0.75 }}
        >
          {message}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', pb: 2 }}>
        <Box component="ul" aria-label={t('list.results')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {shown.map(({ object }) => (
            <ZoneListRow key={object.id} object={object} minute={minute} timeZone={timeZone} onPay={onPay} />
          ))}
        </Box>
        {found.length > shown.length && (
          <Box sx={{ p: 2 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('list.shown', { shown: shown.length, count: found.length })}
            </Typography>
            <Button
              variant="outlined"
              fullWidth
              sx={{ minHeight: 44 }}
              onClick={() => setLimit((current) => current + ZONE_LIST_PAGE)}
            >
              {t('list.more', { count: Math.min(ZONE_LIST_PAGE, found.length - shown.length) })}
            </Button>
          </Box>
        )}
      </Box>
    </Box>
  );
}
