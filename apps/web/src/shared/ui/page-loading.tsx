import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/** Loader delay (document 1, section 9): fast answers never flash a spinner. */
const SHOW_AFTER_MS = 400;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** A centred spinner for a page or panel that is loading (plain CSS: it ships with "/"). */
export function PageLoading({ minHeight = 240 }: { minHeight?: number | string }) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Box
      role="status"
      aria-label={t('loading')}
      data-page-loading
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight }}
    >
      {visible && (
        <Box
          sx={{
            width: 40,
            height: 40,
            borderRadius: '50%',
            border: 4,
            borderColor: 'divider',
            borderTopColor: 'primary.main',
            animation: `${spin} 0.9s linear infinite`,
            '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.5s' },
          }}
        />
      )}
    </Box>
  );
}
