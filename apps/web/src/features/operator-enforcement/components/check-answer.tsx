import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import type { CheckResult } from '@parking/domain/staff/enforcement-contracts';
import { useConsoleFormat } from '../../../shared/console/use-console-format';
import { clockTime, relativeTime } from './relative-time';
import { zoneLabel } from './zone-label';

/**
 * The answer, large enough to read at arm's length in the street: green and "Allowed" or red
 * and "Not allowed", the plate, the reason in the page's language, until when and how long is
 * left, the zone, and what paid (the stay's number, the permit) or what ran out.
 */
export function CheckAnswer({ check }: { check: CheckResult }) {
  const { t } = useTranslation('operator-enforcement');
  const { locale } = useConsoleFormat();
  const { details } = check;
  const color = check.allowed ? 'success' : 'error';
  const Icon = check.allowed ? CheckCircleIcon : CancelIcon;
  const lines = [
    check.zone
      ? t('answer.zone', { zone: zoneLabel(check.zone.zonenumber, check.zone.name) })
      : t('answer.noZone'),
    check.place && t('answer.place', { code: check.place.code, metres: check.place.metres }),
    details.sessionId && t('answer.session', { id: details.sessionId }),
    details.permit &&
      t('answer.permit', {
        name: details.permit.name,
        until: clockTime(details.permit.validTo, check.time, locale),
      }),
    details.otherZone && t('answer.otherZone', { zone: details.otherZone }),
    details.ticket && t('answer.ticket', { number: details.ticket.number }),
  ].filter(Boolean);
  return (
    <Paper
      role="status"
      aria-live="polite"
      aria-label={check.allowed ? t('answer.allowed') : t('answer.notAllowed')}
      elevation={3}
      sx={{ p: 2.5, borderRadius: 3, bgcolor: `${color}.main`, color: `${color}.contrastText` }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Icon sx={{ fontSize: 56 }} aria-hidden />
        <Typography component="p" variant="h4" sx={{ fontWeight: 700, lineHeight: 1.1 }}>
          {check.allowed ? t('answer.allowed') : t('answer.notAllowed')}
        </Typography>
      </Stack>
      <Typography component="p" variant="h5" sx={{ mt: 1.5, fontWeight: 600, letterSpacing: '0.06em' }}>
        {check.plate}
      </Typography>
      <Typography component="p" variant="h6" sx={{ mt: 0.5 }}>
        {check.reasonText}
      </Typography>
      {check.until ? (
        <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
          {t('answer.until', {
            time: clockTime(check.until, check.time, locale),
            left: relativeTime(check.until, check.time, locale),
          })}
        </Typography>
      ) : (
        check.allowed && <Typography component="p">{t('answer.openEnded')}</Typography>
      )}
      {details.endedAt && (
        <Typography component="p">
          {t('answer.ended', {
            time: clockTime(details.endedAt, check.time, locale),
            ago: relativeTime(details.endedAt, check.time, locale),
          })}
        </Typography>
      )}
      {lines.map((line) => (
        <Typography key={line as string} component="p" variant="body2" sx={{ mt: 0.5, opacity: 0.92 }}>
          {line}
        </Typography>
      ))}
    </Paper>
  );
}
