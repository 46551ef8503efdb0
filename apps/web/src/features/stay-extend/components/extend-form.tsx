import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReminderStay } from '../api/reminder-stay';
import { durationText } from '../lib/duration-text';
import { roublesFormatter } from '../lib/stay-time';

/** The shortest durations, offered as one tap each; the rest are in a select. */
const QUICK = 4;

type Props = {
  durations: ReminderStay['durations'];
  balance: number;
  pending: boolean;
  onExtend: (duration: number) => void;
};

/** The renew step of the link: a duration with its cost, the balance, one button. */
export function ExtendForm({ durations, balance, pending, onExtend }: Props) {
  const { t, i18n } = useTranslation('stay-extend');
  const money = roublesFormatter(i18n.language);
  const [duration, setDuration] = useState(durations[0]?.duration ?? 0);
  const chosen = durations.find((d) => d.duration === duration) ?? durations[0];
  if (!chosen) return <Alert severity="info">{t('extend.noDurations')}</Alert>;
  const short = balance < chosen.cost;
  const quick = durations.slice(0, QUICK);
  const label = (d: { duration: number; cost: number }) =>
    t('extend.option', { duration: durationText(t, d.duration), cost: money(d.cost) });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onExtend(chosen.duration);
      }}
    >
      <FormControl sx={{ width: '100%' }}>
        <FormLabel id="extend-duration">{t('extend.durationLabel')}</FormLabel>
        <RadioGroup
          aria-labelledby="extend-duration"
          value={quick.some((d) => d.duration === chosen.duration) ? String(chosen.duration) : ''}
          onChange={(_, value) => setDuration(Number(value))}
        >
          {quick.map((d) => (
            <FormControlLabel
              key={d.duration}
              value={String(d.duration)}
              control={<Radio />}
              label={label(d)}
              sx={{ minHeight: 44, mr: 0 }}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {durations.length > quick.length && (
        // the city may offer up to a day in 15-minute steps: the rest in the phone's own picker
        <TextField
          select
          fullWidth
          size="small"
          label={t('extend.otherDuration')}
          value={String(chosen.duration)}
          onChange={(event) => setDuration(Number(event.target.value))}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ mt: 1, '& select': { minHeight: 28 } }}
        >
          {durations.map((d) => (
            <option key={d.duration} value={String(d.duration)}>
              {label(d)}
            </option>
          ))}
        </TextField>
      )}
      <Typography sx={{ mt: 1 }} data-testid="balance">
        {t('extend.balance', { balance: money(balance) })}
      </Typography>
      {short && (
        <Typography variant="body2" color="text.secondary">
          {t('extend.byCard')}
        </Typography>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={pending}
        sx={{ mt: 2, minHeight: 48 }}
      >
        {t('extend.submit', { duration: durationText(t, chosen.duration), cost: money(chosen.cost) })}
      </Button>
    </form>
  );
}
