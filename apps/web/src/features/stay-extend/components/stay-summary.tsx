import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReminderStay } from '../api/reminder-stay';
import { stayTimeFormatter } from '../lib/stay-time';

/** What the link extends: plate, zone with its address, and start and end in the city's time. */
export function StaySummary({ stay }: { stay: ReminderStay['stay'] }) {
  const { t, i18n } = useTranslation('stay-extend');
  const time = stayTimeFormatter(i18n.language, stay.timeZone);
  return (
    <Paper variant="outlined" component="section" aria-label={t('stay.label')} sx={{ p: 2, mb: 2 }}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600, letterSpacing: 1 }}>
        {stay.plate}
      </Typography>
      <Typography>
        {t('stay.zone', { zone: stay.zone })}
        {stay.zoneAddress ? ` — ${stay.zoneAddress}` : ''}
      </Typography>
      <Typography color="text.secondary">{t('stay.start', { time: time(stay.startDate) })}</Typography>
      <Typography sx={{ fontWeight: 600 }} data-testid="stay-end">
        {t('stay.end', { time: time(stay.endDate) })}
      </Typography>
    </Paper>
  );
}
