import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import type { ParkingSession } from '@parking/domain/payments/session-contracts';
import { useLanguage } from '../../../shared/i18n/use-localized-path';
import { cityClock, cityDate, cityTime, sameCityDay } from '../../../shared/payments/session-view';
import { endText } from '../lib/remaining-time';
import { useSessionClock } from '../lib/use-session-clock';
import { RemainingRing } from './remaining-ring';

type SessionItemProps = {
  session: ParkingSession;
  defaultExpanded: boolean;
  onExtend?: () => void;
  onCancel: () => void;
};

/** One active session in the parking dropdown: zone, plate, ring, from/to, Extend and Stop. */
export function SessionItem({ session, defaultExpanded, onExtend, onCancel }: SessionItemProps) {
  const { t } = useTranslation('header-parking');
  const lang = useLanguage();
  const { now, startMs, endMs } = useSessionClock(session);
  const open = Number.isFinite(endMs);
  const when = open ? endText(endMs, now, lang) : null;
  // the range names the city's zone once, after its end (when the device keeps another clock)
  const stamp = (ms: number, time = cityTime) =>
    sameCityDay(ms, now) ? time(ms, lang) : `${cityDate(ms, lang)} ${time(ms, lang)}`;
  const summaryId = `session-${session.id}-summary`;
  return (
    <Accordion
      defaultExpanded={defaultExpanded}
      disableGutters
      variant="outlined"
      sx={{ '&:before': { display: 'none' } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        id={summaryId}
        aria-controls={`session-${session.id}-details`}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          {open && <RemainingRing startMs={startMs} endMs={endMs} now={now} />}
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {session.parkingCode
                ? t('parking.parkingCode', { code: session.parkingCode })
                : t('parking.zone', { zone: session.zone })}
            </Typography>
            <Typography variant="body2" sx={{ letterSpacing: 0.5 }} noWrap>
              {session.transport}
            </Typography>
            {when && (
              <Typography variant="caption" color="text.secondary" aria-live="off">
                {t('parking.ends', {
                  when:
                    when.kind === 'ended'
                      ? t('when.ended')
                      : t(`when.${when.kind}`, when as Record<string, string>),
                })}
              </Typography>
            )}
          </Box>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`session-${session.id}-details`} sx={{ pt: 0 }}>
        {open && (
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {t('parking.period', { from: stamp(startMs, cityClock), to: stamp(endMs) })}
          </Typography>
        )}
        <Stack direction="row" spacing={1}>
          {onExtend && (
            <Button
              variant="contained"
              size="small"
              onClick={onExtend}
              aria-label={t('parking.extendLabel', { plate: session.transport })}
            >
              {t('parking.extend')}
            </Button>
          )}
          <Button
            variant="outlined"
            color="error"
            size="small"
            onClick={onCancel}
            aria-label={t('parking.cancelLabel', { plate: session.transport })}
          >
            {t('parking.cancel')}
          </Button>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
