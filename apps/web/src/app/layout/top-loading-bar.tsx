import { useEffect, useState } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { useIsFetching } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePendingLoads } from '../../shared/ui/loading-tracker';

/** Waits a moment before showing, so quick answers do not make the bar blink. */
const SHOW_AFTER_MS = 150;

/** The top loading bar of the seeds: shown while a page's code or any data is loading. */
export function TopLoadingBar({ force = false }: { force?: boolean }) {
  const { t } = useTranslation('common');
  const pendingLoads = usePendingLoads();
  const fetching = useIsFetching();
  const busy = force || pendingLoads > 0 || fetching > 0;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);

  if (!visible) return null;
  return (
    <LinearProgress
      aria-label={t('loading')}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: (theme) => theme.zIndex.appBar + 2,
      }}
    />
  );
}
