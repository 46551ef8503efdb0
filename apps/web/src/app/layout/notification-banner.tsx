import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import CampaignIcon from '@mui/icons-material/Campaign';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteOptions } from '../../shared/options/api/get-site-options';
import { interruptionNow, rememberTickerSeen, tickerIsNew, useNoticePending } from './interruptions';

// The text enters at the right edge and leaves at the left: the span is padded by the full
// container width, so -100% of its own width carries the whole text across.
const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-100%); }
`;

/** Speed stays readable whatever the length: about seven characters a second, at least 12 s. */
const durationFor = (text: string) => Math.max(12, Math.round(text.length / 7));

/**
 * The scrolling notification banner (options.notification). Hover or keyboard focus pauses it;
 * visitors who ask for reduced motion get the same text standing still and wrapped.
 */
export function NotificationBanner() {
  const { t } = useTranslation('common');
  const { notification } = useSiteOptions();
  const message = notification.message.trim();
  const noticePending = useNoticePending();
  const [isNew] = useState(() => tickerIsNew(message));
  // A new message waits for the notice (interruptions.ts) with its strip kept: nothing moves.
  const shown =
    !isNew || interruptionNow({ notice: noticePending, ticker: true, prompt: false }) === 'ticker';
  useEffect(() => {
    if (shown && isNew) rememberTickerSeen(message);
  }, [shown, isNew, message]);
  if (!message) return null;

  return (
    <Box
      component="aside"
      aria-label={t('banner.label')}
      aria-hidden={shown ? undefined : true}
      data-ticker={shown ? 'shown' : 'waiting'}
      sx={{
        visibility: shown ? 'visible' : 'hidden',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: { xs: 1.5, sm: 2 },
        py: 0.75,
        backgroundColor: '#e8f1fc',
        color: 'primary.dark',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <CampaignIcon fontSize="small" aria-hidden />
      <Box sx={{ overflow: 'hidden', flex: 1, minWidth: 0 }}>
        <Box
          component="p"
          sx={{
            m: 0,
            display: 'inline-block',
            whiteSpace: 'nowrap',
            pl: '100%',
            animation: `${scroll} ${durationFor(message)}s linear infinite`,
            '&:hover, &:focus-within': { animationPlayState: 'paused' },
            '@media (prefers-reduced-motion: reduce)': { animation: 'none', pl: 0, whiteSpace: 'normal' },
            typography: 'body2',
            fontWeight: 500,
          }}
        >
          {notification.url ? (
            <Box component="a" href={notification.url} sx={{ color: 'inherit' }}>
              {message}
            </Box>
          ) : (
            message
          )}
        </Box>
      </Box>
    </Box>
  );
}
