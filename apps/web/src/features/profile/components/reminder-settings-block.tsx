import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorNameOf } from '../../../shared/http/error-name';
import { useReminderSettings, useSaveReminderSettings } from '../api/reminder-settings';
import { REMINDER_MINUTES, type ReminderSettings } from '@parking/domain/reminders/reminder-contracts';
import { usePushDevice } from '../api/use-push-device';

const MINUTES = REMINDER_MINUTES;
/** Touch targets of at least 44 px (WCAG 2.5.5) on phones. */
const TOUCH = { minHeight: 44 };

/**
 * The reminders (issue 23): before the end (5/10/15 min), when it has ended, web push on this
 * device, the SMS/e-mail fallback and the night rule. The seeds' pushOff,
 * checkParkingSessionBefore and checkParkingSession are these same facts, so they are shown
 * only here. Every change saves the whole settings at once and says whether it was saved.
 */
export function ReminderSettingsBlock() {
  const { t, i18n } = useTranslation(['profile', 'errors']);
  const query = useReminderSettings();
  const save = useSaveReminderSettings();
  const settings = query.data?.settings;
  const change = (patch: Partial<ReminderSettings>) => {
    if (settings) save.mutate({ ...settings, ...patch });
  };
  const device = usePushDevice(query.data?.pushKey ?? null, i18n.language === 'en' ? 'en' : 'ru', (on) => {
    if (settings && settings.push !== on) change({ push: on });
  });
  const busy = !settings || save.isPending || device.toggle.isPending;
  const failure = query.error ?? save.error ?? device.toggle.error;
  const pushOn = Boolean(settings?.push) && device.subscribed === true;

  return (
    <Box component="section" aria-labelledby="reminders-title" sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" id="reminders-title" sx={{ fontWeight: 600 }}>
        {t('reminders.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('reminders.intro')}
      </Typography>

      <FormControlLabel
        sx={TOUCH}
        control={
          <Switch
            checked={Boolean(settings?.beforeEnd)}
            disabled={busy}
            onChange={(_, beforeEnd) => change({ beforeEnd })}
          />
        }
        label={t('reminders.beforeEnd')}
      />
      <Box sx={{ pl: { xs: 0, sm: 6 }, mb: 1 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label={t('reminders.minutesLabel')}
          value={settings?.minutesBefore ?? null}
          disabled={busy || !settings?.beforeEnd}
          onChange={(_, minutesBefore: ReminderSettings['minutesBefore'] | null) => {
            if (minutesBefore) change({ minutesBefore });
          }}
        >
          {MINUTES.map((m) => (
            <ToggleButton key={m} value={m} sx={{ ...TOUCH, minWidth: 64 }}>
              {t('reminders.minutes', { count: m })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>

      <FormControlLabel
        sx={TOUCH}
        control={
          <Switch
            checked={Boolean(settings?.afterEnd)}
            disabled={busy}
            onChange={(_, afterEnd) => change({ afterEnd })}
          />
        }
        label={t('reminders.afterEnd')}
      />

      <FormControl sx={{ display: 'block' }}>
        <FormControlLabel
          sx={TOUCH}
          control={
            <Switch
              checked={pushOn}
              disabled={busy || (device.unavailable !== null && !pushOn)}
              onChange={(_, on) => device.toggle.mutate(on)}
            />
          }
          label={t('reminders.push')}
        />
        <FormHelperText sx={{ mt: 0 }}>
          {device.unavailable && !pushOn
            ? t(`reminders.pushUnavailable.${device.unavailable}`)
            : t(pushOn ? 'reminders.pushOnHint' : 'reminders.pushOffHint')}
        </FormHelperText>
      </FormControl>

      <FormControl sx={{ mt: 1, display: 'block' }}>
        <FormLabel id="reminders-fallback">{t('reminders.fallback')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="reminders-fallback"
          value={settings?.fallback ?? ''}
          onChange={(_, value) => change({ fallback: value as ReminderSettings['fallback'] })}
        >
          <FormControlLabel sx={TOUCH} value="sms" disabled={busy} control={<Radio />} label="SMS" />
          <FormControlLabel
            sx={TOUCH}
            value="email"
            disabled={busy}
            control={<Radio />}
            label={t('reminders.email')}
          />
        </RadioGroup>
      </FormControl>

      <FormControlLabel
        sx={TOUCH}
        control={
          <Switch
            checked={Boolean(settings?.atNight)}
            disabled={busy}
            onChange={(_, atNight) => change({ atNight })}
          />
        }
        label={t('reminders.atNight')}
      />

      <Box role="status" aria-live="polite" sx={{ minHeight: 24, mt: 1 }}>
        {failure != null ? (
          <Alert severity="error">
            {t('reminders.failed', { reason: t(`errors:${errorNameOf(failure)}`) })}
          </Alert>
        ) : save.isPending || device.toggle.isPending ? (
          <Typography variant="body2" color="text.secondary">
            {t('reminders.saving')}
          </Typography>
        ) : save.isSuccess ? (
          <Typography variant="body2" color="success.main">
            {t('reminders.saved')}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
