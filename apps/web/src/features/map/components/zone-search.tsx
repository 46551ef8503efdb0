import { useRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import type { ZoneSearchResult } from '../lib/zone-search';

export type ZoneSearchOutcome = ZoneSearchResult | { kind: 'not-ready' } | { kind: 'searching' };

interface ZoneSearchProps {
  /** Looks the zone up and, when found, shows it on the map (maybe after loading every zone first). */
  onSearch: (query: string) => ZoneSearchOutcome | Promise<ZoneSearchOutcome>;
  inputRef?: React.Ref<HTMLInputElement>;
}

/** Zone-number search; the outcome is announced (aria-live) because the map itself says nothing to a screen reader. */
export function ZoneSearch({ onSearch, inputRef }: ZoneSearchProps) {
  const { t } = useTranslation('map');
  const [query, setQuery] = useState('');
  const [outcome, setOutcome] = useState<ZoneSearchOutcome | null>(null);
  // A search still loading must not overwrite what the driver did since (typed, searched again).
  const latest = useRef(0);

  let message = '';
  if (outcome?.kind === 'found')
    message = t('search.found', { zone: outcome.zone, count: outcome.ids.length });
  else if (outcome?.kind === 'not-found') message = t('search.notFound', { zone: outcome.query });
  else if (outcome?.kind === 'empty') message = t('search.empty');
  else if (outcome?.kind === 'not-ready') message = t('search.notReady');
  else if (outcome?.kind === 'searching') message = t('search.searching');

  return (
    <Paper
      component="form"
      role="search"
      elevation={3}
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        const seq = ++latest.current;
        const result = onSearch(query);
        if (!(result instanceof Promise)) return setOutcome(result);
        setOutcome({ kind: 'searching' });
        void result.then((found) => {
          if (seq === latest.current) setOutcome(found);
        });
      }}
      sx={{
        position: 'absolute',
        top: 12,
        left: 12,
        zIndex: 1000,
        width: { xs: 'calc(100% - 24px)', sm: 280 },
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center' }}>
        <InputBase
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            latest.current++;
            setOutcome(null);
          }}
          placeholder={t('search.placeholder')}
          inputRef={inputRef}
          inputProps={{
            'aria-label': t('search.label'),
            'data-testid': 'zone-search',
            inputMode: 'search',
            enterKeyHint: 'search',
          }}
          sx={{ flex: 1, pl: 1.5, py: 0.5 }}
        />
        <IconButton type="submit" aria-label={t('search.submit')} size="small" sx={{ m: 0.5 }}>
          <SearchIcon fontSize="small" />
        </IconButton>
      </div>
      <Typography
        role="status"
        aria-live="polite"
        variant="body2"
        data-testid="zone-search-status"
        color={outcome?.kind === 'found' || outcome?.kind === 'searching' ? 'text.secondary' : 'error'}
        sx={{ px: 1.5, pb: message ? 1 : 0 }}
      >
        {message}
      </Typography>
    </Paper>
  );
}
