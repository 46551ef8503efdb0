import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { moneyText } from '../../../shared/payments/money-text';
import { useTranslation } from 'react-i18next';
import type { ParkingSession } from '../../../shared/payments/api/payment-types';
import { StayProofAction } from '../../../shared/payments/stay-proof-action';
import { cityTime, remainingText } from '../lib/remaining-text';
import { SESSION_ACTIVE } from '../lib/session-status';

export type SessionAction = 'extend' | 'cancel' | 'pay' | 'defer' | 'abort' | 'payDeferred';

type Props = {
  session: ParkingSession;
  now: number;
  timeZone: string;
  actions: SessionAction[];
  busy?: boolean;
  onAction: (action: SessionAction, session: ParkingSession) => void;
};

const ACTION_COLOR: Partial<Record<SessionAction, 'error' | 'primary' | 'inherit'>> = {
  cancel: 'error',
  abort: 'error',
};

/** One parking: where, which vehicle, from–to, when it ends (ticking), and what can be done. */
export function SessionItem({ session, now, timeZone, actions, busy = false, onAction }: Props) {
  const { t } = useTranslation('parking');
  const start = Date.parse(session.startDate);
  const end = session.endDate ? Date.parse(session.endDate) : null;
  const place = session.parkingCode
    ? t('session.parking', { code: session.parkingCode })
    : t('session.zone', { zone: session.zone });
  const remaining =
    end === null || session.status !== SESSION_ACTIVE ? null : remainingText(end, now, timeZone);
  const progress =
    end === null || end <= start ? null : Math.min(100, Math.max(0, ((now - start) / (end - start)) * 100));
  const label = `${place}, ${session.transport || session.numberTs}`;

  return (
    <Box
      component="li"
      aria-label={label}
      sx={{ listStyle: 'none', py: 2, '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}
    >
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography sx={{ fontWeight: 700 }}>{place}</Typography>
        <Typography sx={{ fontFamily: 'monospace', fontSize: '1rem', letterSpacing: 1 }}>
          {session.transport || session.numberTs}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {end === null
          ? t('session.since', { time: cityTime(start, timeZone) })
          : t('session.fromTo', { from: cityTime(start, timeZone), to: cityTime(end, timeZone) })}
      </Typography>
      {remaining && (
        <Typography
          variant="body2"
          sx={{ mt: 0.5 }}
          color={remaining.kind === 'soon' ? 'warning.main' : 'text.primary'}
        >
          {remaining.kind === 'soon'
            ? t('remaining.soon', { relative: t('minutes', { count: remaining.minutes }) })
            : t(`remaining.${remaining.kind}`, remaining.kind === 'ended' ? {} : remaining)}
        </Typography>
      )}
      {end === null && session.status === SESSION_ACTIVE && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('session.openEnded')}
        </Typography>
      )}
      {session.status !== SESSION_ACTIVE && (
        <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 500 }}>
          {t('session.amountToPay', { amount: moneyText(t, session.amountToPay) })}
        </Typography>
      )}
      {progress !== null && (
        <LinearProgress variant="determinate" value={progress} sx={{ mt: 1, borderRadius: 1 }} aria-hidden />
      )}
      {actions.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          {actions.map((action) => (
            <Button
              key={action}
              size="small"
              variant={
                action === 'pay' || action === 'payDeferred' || action === 'extend' ? 'contained' : 'outlined'
              }
              color={ACTION_COLOR[action] ?? 'primary'}
              disabled={busy}
              onClick={() => onAction(action, session)}
              aria-label={`${t(`actions.${action}`)}: ${label}`}
            >
              {t(`actions.${action}`)}
            </Button>
          ))}
        </Stack>
      )}
      {/* a paid stay's proof of payment (issue 23 item 5): its page, to show an inspector or print */}
      {session.status === SESSION_ACTIVE && session.sum > 0 && (
        <Box sx={{ mt: 0.5 }}>
          <StayProofAction sessionId={session.id} />
        </Box>
      )}
    </Box>
  );
}
