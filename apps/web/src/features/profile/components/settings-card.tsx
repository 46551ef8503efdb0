import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorNameOf } from '../../../shared/http/error-name';
import { useAccountSettings, useChangeAccountSetting } from '../api/account-settings';
import { DefaultZoneField } from './default-zone-field';
import { ReminderSettingsBlock } from './reminder-settings-block';

/**
 * The report-by-e-mail checkbox (get-settings-v1, change-settings-v1 reportHistoryOperation),
 * the default zone and the reminders. The seeds' pushOff, checkParkingSessionBefore and
 * checkParkingSession are shown only in the reminders block (the same facts, issue 23).
 */
export function SettingsCard() {
  const { t } = useTranslation(['profile', 'errors']);
  const settings = useAccountSettings();
  const change = useChangeAccountSetting();
  const error = settings.error ?? change.error;
  return (
    <Card component="section" aria-labelledby="settings-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" id="settings-title" sx={{ mb: 1 }}>
          {t('settings.title')}
        </Typography>
        {error != null && <Alert severity="error">{t(`errors:${errorNameOf(error)}`)}</Alert>}
        <FormControlLabel
          control={
            <Checkbox
              checked={Boolean(settings.data?.reportHistoryOperation)}
              disabled={!settings.data || change.isPending}
              onChange={(_, value) => change.mutate({ name: 'reportHistoryOperation', value })}
            />
          }
          label={t('settings.report')}
        />
        <Box sx={{ mt: 2 }}>
          <DefaultZoneField />
        </Box>
        <ReminderSettingsBlock />
      </CardContent>
    </Card>
  );
}
