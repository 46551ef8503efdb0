import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';

/**
 * A link that can no longer extend anything: its stay has ended or was cancelled
 * (ReminderLinkExpired), or the link is not one of ours (ReminderLinkInvalid). Either way the
 * way on is a new stay, from the map.
 */
export function LinkEndedPanel({ expired }: { expired: boolean }) {
  const { t } = useTranslation('stay-extend');
  const to = useLocalizedPath();
  return (
    <Paper variant="outlined" role="alert" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      <EventBusyIcon color="action" sx={{ fontSize: 44, mb: 1 }} aria-hidden />
      <Typography variant="h6" component="h2" gutterBottom>
        {t(expired ? 'ended.expiredTitle' : 'ended.invalidTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(expired ? 'ended.expiredText' : 'ended.invalidText')}
      </Typography>
      <Button variant="contained" component={Link} to={to('/')} sx={{ minHeight: 44 }}>
        {t('ended.toMap')}
      </Button>
    </Paper>
  );
}
