import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { remainingPercent, ringUnit } from '../lib/remaining-time';

type RemainingRingProps = { startMs: number; endMs: number; now: number; size?: number };

/** How much of the paid time is left: a determinate ring with the time left inside. */
export function RemainingRing({ startMs, endMs, now, size = 52 }: RemainingRingProps) {
  const { t } = useTranslation('header-parking');
  const leftMs = Math.max(0, endMs - now);
  const { unit, count } = ringUnit(leftMs);
  const percent = remainingPercent(startMs, endMs, now);
  const seconds = Math.ceil(leftMs / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const words = [
    hours > 0 && t('hours', { count: hours }),
    (minutes > 0 || (hours === 0 && seconds >= 60)) && t('minutes', { count: minutes }),
    seconds < 60 && t('seconds', { count: seconds }),
  ]
    .filter(Boolean)
    .join(' ');
  const colour = leftMs <= 15 * 60_000 ? 'warning' : 'primary';
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex', flexShrink: 0, width: size, height: size }}>
      <CircularProgress
        variant="determinate"
        value={100}
        size={size}
        thickness={4}
        aria-hidden
        sx={{ color: 'action.hover', position: 'absolute' }}
      />
      <CircularProgress
        variant="determinate"
        value={percent}
        size={size}
        thickness={4}
        color={colour}
        aria-label={t('ring.label', { left: words })}
        aria-valuetext={t('ring.label', { left: words })}
      />
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <Typography component="span" sx={{ fontSize: 11, fontWeight: 700, lineHeight: 1 }} aria-hidden>
          {t(`ring.${unit}`, { count })}
        </Typography>
      </Box>
    </Box>
  );
}
