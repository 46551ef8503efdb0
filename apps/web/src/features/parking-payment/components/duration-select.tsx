import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { durationOptions, type DurationIntervals } from '@parking/domain/tariffs/duration-options';
import { formatDuration } from '@parking/domain/tariffs/format-duration';
import { useTranslation } from 'react-i18next';

type Props = {
  intervals: DurationIntervals | undefined;
  value: number | '';
  onChange: (minutes: number) => void;
  onBlur: () => void;
  inputRef: React.Ref<HTMLInputElement>;
  error?: string;
};

/** Durations from the settings' intervals, shown as H:mm (1440 → 24:00, 0 → 'Без времени'). */
export function DurationSelect({ intervals, value, onChange, onBlur, inputRef, error }: Props) {
  const { t } = useTranslation('parking-payment');
  const options = durationOptions(intervals);
  return (
    <TextField
      select
      fullWidth
      required
      label={t('fields.duration')}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      onBlur={onBlur}
      inputRef={inputRef}
      error={Boolean(error)}
      helperText={error}
    >
      {options.map((minutes) => (
        <MenuItem key={minutes} value={minutes}>
          {formatDuration(minutes) ?? t('fields.noDuration')}
        </MenuItem>
      ))}
    </TextField>
  );
}
