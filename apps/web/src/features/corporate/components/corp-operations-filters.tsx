import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { OPERATION_FILTER_CHOICES, PERIOD_PRESETS } from '@parking/domain/operations/operations-contracts';
import { useTranslation } from 'react-i18next';
import type { FilterState } from '../../../shared/operations/filter-state';
import type { ZoneOption } from '../../../shared/operations/get-zone-options';
import { DatePickersProvider } from '../../../shared/ui/date-pickers-provider';
import { DayDatePicker } from '../../../shared/ui/day-date-picker';

/** The personal history's filters plus the company driver (its id goes as Driver). */
export type CorpFilterState = FilterState & { driver: string };

type Props = {
  value: CorpFilterState;
  onChange: (next: CorpFilterState) => void;
  useBonus: boolean;
  plates: string[];
  drivers: { id: number; name: string }[];
  /** Removed from the fleet, still in the operations: choosable, marked as removed. */
  removedDrivers: { id: number; name: string }[];
  zones: ZoneOption[];
  zoneByCode: boolean;
};

/** Period (custom: DD/MM/YYYY pickers), type, vehicle, zone and driver. */
export function CorpOperationsFilters({
  value,
  onChange,
  useBonus,
  plates,
  drivers,
  removedDrivers,
  zones,
  zoneByCode,
}: Props) {
  const { t } = useTranslation('corporate');
  const set = (patch: Partial<CorpFilterState>) => onChange({ ...value, ...patch });
  const all = { value: 'all', label: t('operations.all') };
  const select = (
    name: 'period' | 'type' | 'vehicle' | 'zone' | 'driver',
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <Grid size={{ xs: 12, sm: 6, md: 2.4 }}>
      <TextField
        select
        fullWidth
        size="small"
        label={label}
        value={value[name]}
        onChange={(e) => set({ [name]: e.target.value })}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
      >
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
    </Grid>
  );
  const picker = (name: 'from' | 'to') => (
    <Grid size={{ xs: 12, sm: 6, md: 2.4 }}>
      <DayDatePicker
        label={t(`operations.${name}`)}
        value={value[name]}
        {...(name === 'from' ? { maxDate: value.to } : { minDate: value.from })}
        onChange={(text) => set({ [name]: text })}
      />
    </Grid>
  );

  return (
    <Grid
      container
      spacing={2}
      component="form"
      aria-label={t('operations.filters')}
      onSubmit={(e) => e.preventDefault()}
    >
      {select(
        'period',
        t('operations.period'),
        PERIOD_PRESETS.map((p) => ({ value: p, label: t(`operations.periods.${p}`) })),
      )}
      {select(
        'type',
        t('operations.type'),
        OPERATION_FILTER_CHOICES.filter((c) => c !== 'bonus20' || useBonus).map((c) => ({
          value: c,
          label: t(`operations.types.${c}`),
        })),
      )}
      {select('vehicle', t('operations.vehicle'), [all, ...plates.map((p) => ({ value: p, label: p }))])}
      {select('zone', t(zoneByCode ? 'operations.parking' : 'operations.zone'), [all, ...zones])}
      {select('driver', t('operations.driver'), [
        all,
        ...drivers.map((d) => ({ value: String(d.id), label: d.name })),
        ...removedDrivers.map((d) => ({
          value: String(d.id),
          label: t('operations.removedDriver', { name: d.name }),
        })),
      ])}
      {value.period === 'custom' && (
        <DatePickersProvider>
          {picker('from')}
          {picker('to')}
        </DatePickersProvider>
      )}
    </Grid>
  );
}
