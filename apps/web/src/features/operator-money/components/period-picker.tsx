import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DayDatePicker } from '../../../shared/ui/day-date-picker';
import type { Period } from '../api/money-calls';
import { PERIOD_PRESETS, cityToday, fromPickerText, presetPeriod, toPickerText } from '../lib/money-days';

/** From and to (city days, both included) with one-tap presets; no day after today. */
export function PeriodPicker({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  const { t } = useTranslation('operator-money');
  const today = cityToday();
  const max = toPickerText(today);
  const picked = (field: keyof Period) => (text: string) => {
    const day = fromPickerText(text);
    if (day) onChange({ ...value, [field]: day });
  };
  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {PERIOD_PRESETS.map((preset) => {
          const period = presetPeriod(preset, today);
          const chosen = period.from === value.from && period.to === value.to;
          return (
            <Chip
              key={preset}
              label={t(`period.presets.${preset}`)}
              color={chosen ? 'primary' : 'default'}
              variant={chosen ? 'filled' : 'outlined'}
              aria-pressed={chosen}
              onClick={() => onChange(period)}
            />
          );
        })}
      </Stack>
      <Stack direction="row" spacing={1}>
        {(['from', 'to'] as const).map((field) => (
          <Box key={field} sx={{ flex: 1, minWidth: 0, maxWidth: 200 }}>
            <DayDatePicker
              label={t(`period.${field}`)}
              value={toPickerText(value[field])}
              onChange={picked(field)}
              maxDate={max}
            />
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
