import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { OPERATION_FILTER_CHOICES, PERIOD_PRESETS } from '@parking/domain/operations/operations-contracts';
import { useTranslation } from 'react-i18next';
import type { ZoneOption } from '../../../shared/operations/get-zone-options';
import type { FilterState } from '../../../shared/operations/filter-state';
import { DatePickersProvider } from '../../../shared/ui/date-pickers-provider';
import { DayDatePicker } from '../../../shared/ui/day-date-picker';

type OperationsFiltersProps = {
  value: FilterState;
  onChange: (next: FilterState) => void;
  useBonus: boolean;
  /** dontUseBalance: nothing is put on a balance or paid from it, so no top-ups or extensions. */
  noBalance: boolean;
  plates: string[];
  zones: ZoneOption[];
  zoneByCode: boolean;
};

/**
 * Period (custom: DD/MM/YYYY pickers), type (bonus20 only with bonuses; no top-up or extension
 * without a balance), vehicle, zone.
 */
export function OperationsFilters({
  value,
  onChange,
  useBonus,
  noBalance,
  plates,
  zones,
  zoneByCode,
}: OperationsFiltersProps) {
  const { t } = useTranslation('operations');
  const set = (patch: Partial<FilterState>) => onChange({ ...value, ...patch });
  const types = OPERATION_FILTER_CHOICES.filter(
    (c) => (c !== 'bonus20' || useBonus) && !(noBalance && (c === 'refill' || c === 'renew')),
  );
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
            <DayDatePicker
              label={t('filters.from')}
              value={value.from}
              maxDate={value.to}
              onChange={(from) => set({ from })}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <DayDatePicker
              label={t('filters.to')}
              value={value.to}
              minDate={value.from}
              onChange={(to) => set({ to })}
            />
          </Grid>
        </DatePickersProvider>
      )}
    </Grid>
  );
}
