import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PERIOD_PRESETS } from '@parking/domain/operations/operations-contracts';
import { DatePickersProvider } from '../ui/date-pickers-provider';
import { DayDatePicker } from '../ui/day-date-picker';
import type { FilterState } from './filter-state';
import type { ZoneOption } from './get-zone-options';
import { useHistoryTexts, type HistoryTexts } from './history-texts';

type Option = { value: string; label: string };

type OperationsFiltersProps<S extends FilterState> = {
  texts: HistoryTexts;
  value: S;
  onChange: (next: S) => void;
  /** The operation types the screen offers (its settings decide: bonus20, top-ups). */
  types: readonly string[];
  plates: string[];
  zones: ZoneOption[];
  zoneByCode: boolean;
  /** The screen's own selects after the zone (a company's driver). */
  more?: { name: Exclude<keyof S, keyof FilterState> & string; label: string; options: Option[] }[];
};

/** A history's filters: period (custom: DD/MM/YYYY pickers), type, vehicle, zone, and the screen's own. */
export function OperationsFilters<S extends FilterState>({
  texts,
  value,
  onChange,
  types,
  plates,
  zones,
  zoneByCode,
  more = [],
}: OperationsFiltersProps<S>) {
  const t = useHistoryTexts(texts);
  const set = (patch: Partial<S>) => onChange({ ...value, ...patch });
  // One row of selects on a wide screen, however many the screen has.
  const size = { xs: 12, sm: 6, md: 12 / (4 + more.length) };
  const all = { value: 'all', label: t('filters.all') };
  const select = (name: keyof S & string, label: string, options: Option[]) => (
    <Grid key={name} size={size}>
      <TextField
        select
        fullWidth
        size="small"
        label={label}
        value={value[name]}
        onChange={(e) => set({ [name]: e.target.value } as Partial<S>)}
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

  return (
    <Grid
      container
      spacing={2}
      component="form"
      aria-label={t('filters.label')}
      onSubmit={(e) => e.preventDefault()}
    >
      {select(
        'period',
        t('filters.period'),
        PERIOD_PRESETS.map((p) => ({ value: p, label: t(`periods.${p}`) })),
      )}
      {select(
        'type',
        t('filters.type'),
        types.map((c) => ({ value: c, label: t(`types.${c}`) })),
      )}
      {select('vehicle', t('filters.vehicle'), [all, ...plates.map((p) => ({ value: p, label: p }))])}
      {select('zone', t(zoneByCode ? 'filters.parking' : 'filters.zone'), [all, ...zones])}
      {more.map((m) => select(m.name, m.label, [all, ...m.options]))}
      {value.period === 'custom' && (
        <DatePickersProvider>
          <Grid size={size}>
            <DayDatePicker
              label={t('filters.from')}
              value={value.from}
              maxDate={value.to}
              onChange={(from) => set({ from } as Partial<S>)}
            />
          </Grid>
          <Grid size={size}>
            <DayDatePicker
              label={t('filters.to')}
              value={value.to}
              minDate={value.from}
              onChange={(to) => set({ to } as Partial<S>)}
            />
          </Grid>
        </DatePickersProvider>
      )}
    </Grid>
  );
}
