import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import {
  DATE_FORMAT,
  OPERATION_FILTER_CHOICES,
  parseDayDate,
  PERIOD_PRESETS,
} from '@parking/domain/operations/operations-contracts';
import { useTranslation } from 'react-i18next';
import type { ZoneOption } from '../../../shared/operations/get-zone-options';
import type { FilterState } from '../../../shared/operations/filter-state';
import { DatePickersProvider } from '../../../shared/ui/date-pickers-provider';

type OperationsFiltersProps = {
  value: FilterState;
  onChange: (next: FilterState) => void;
  useBonus: boolean;
  plates: string[];
  zones: ZoneOption[];
  zoneByCode: boolean;
};

const toText = (d: Dayjs | null) => (d && d.isValid() ? d.format(DATE_FORMAT) : '');
function toDay(text: string): Dayjs | null {
  const date = parseDayDate(text);
  return date ? dayjs(new Date(date.year, date.month - 1, date.day)) : null;
}

/** Period (custom: DD/MM/YYYY pickers), type (bonus20 only with bonuses), vehicle, zone. */
export function OperationsFilters({
  value,
  onChange,
  useBonus,
  plates,
  zones,
  zoneByCode,
}: OperationsFiltersProps) {
  const { t } = useTranslation('operations');
  const set = (patch: Partial<FilterState>) => onChange({ ...value, ...patch });
  const types = OPERATION_FILTER_CHOICES.filter((c) => c !== 'bonus20' || useBonus);
  const select = (
    name: 'period' | 'type' | 'vehicle' | 'zone',
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={value[name]}
      onChange={(e) => set({ [name]: e.target.value } as Partial<FilterState>)}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const all = { value: 'all', label: t('filters.all') };

  return (
    <Grid
      container
      spacing={2}
      component="form"
      aria-label={t('filters.label')}
      onSubmit={(e) => e.preventDefault()}
    >
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        {select(
          'period',
          t('filters.period'),
          PERIOD_PRESETS.map((p) => ({ value: p, label: t(`periods.${p}`) })),
        )}
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        {select(
          'type',
          t('filters.type'),
          types.map((c) => ({ value: c, label: t(`types.${c}`) })),
        )}
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        {select('vehicle', t('filters.vehicle'), [all, ...plates.map((p) => ({ value: p, label: p }))])}
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        {select('zone', t(zoneByCode ? 'filters.parking' : 'filters.zone'), [all, ...zones])}
      </Grid>
      {value.period === 'custom' && (
        <DatePickersProvider>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <DatePicker
              label={t('filters.from')}
              format={DATE_FORMAT}
              value={toDay(value.from)}
              maxDate={toDay(value.to) ?? undefined}
              onChange={(d) => set({ from: toText(d) })}
              slotProps={{ textField: { size: 'small', fullWidth: true } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <DatePicker
              label={t('filters.to')}
              format={DATE_FORMAT}
              value={toDay(value.to)}
              minDate={toDay(value.from) ?? undefined}
              onChange={(d) => set({ to: toText(d) })}
              slotProps={{ textField: { size: 'small', fullWidth: true } }}
            />
          </Grid>
        </DatePickersProvider>
      )}
    </Grid>
  );
}
