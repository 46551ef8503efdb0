import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import StarIcon from '@mui/icons-material/Star';
import SearchIcon from '@mui/icons-material/Search';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import type { ConstructorZone } from '@parking/domain/subscriptions/constructor-contracts';
import { useTranslation } from 'react-i18next';
import { DatePickersProvider } from '../../../shared/ui/date-pickers-provider';
import {
  DAY_FORMAT,
  dateLimits,
  defaultValues,
  validateConstructor,
  type ConstructorValues,
} from '../lib/constructor-form';

type ConstructorFormProps = {
  zones: ConstructorZone[];
  timing: number[];
  plates: string[];
  mainPlate?: string;
  searching: boolean;
  onChange: () => void;
  onNext: (values: ConstructorValues) => void;
};

const menuHeight = (max: number) => ({
  select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: max } } } } },
});

/**
 * The constructor's form (document 2 §4, §5): Next is off while a field is wrong and after it
 * was pressed; any change turns it back on and clears the results.
 */
export function ConstructorForm({
  zones,
  timing,
  plates,
  mainPlate,
  searching,
  onChange,
  onNext,
}: ConstructorFormProps) {
  const { t } = useTranslation(['subscription-constructor', 'errors']);
  const [values, setValues] = useState<ConstructorValues>(() => ({
    ...defaultValues(timing),
    plate: mainPlate ?? plates[0] ?? '',
  }));
  const [touched, setTouched] = useState<Partial<Record<keyof ConstructorValues, boolean>>>({});
  const [sent, setSent] = useState(false);
  const errors = validateConstructor(values);
  const valid = Object.keys(errors).length === 0;
  const special = new Set(zones.filter((z) => z.special).map((z) => z.code));
  const limits = dateLimits();

  const set = <K extends keyof ConstructorValues>(key: K, value: ConstructorValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setTouched((v) => ({ ...v, [key]: true }));
    setSent(false);
    onChange();
  };
  const message = (key: keyof ConstructorValues) => {
    const error = touched[key] ? errors[key] : undefined;
    if (!error) return undefined;
    return error === 'startLimits'
      ? t('startLimits', { min: limits.min.format('DD/MM/YYYY'), max: limits.max.format('DD/MM/YYYY') })
      : t(`errors:${error}`);
  };

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      aria-label={t('form')}
      sx={{ p: { xs: 2, sm: 3 } }}
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid || sent) return;
        setSent(true);
        onNext(values);
      }}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            select
            fullWidth
            required
            label={t('vehicle')}
            value={values.plate}
            onChange={(event) => set('plate', event.target.value)}
            error={Boolean(message('plate'))}
            helperText={message('plate') ?? (plates.length === 0 ? t('noVehicles') : undefined)}
            slotProps={menuHeight(300)}
          >
            {plates.map((p) => (
              <MenuItem key={p} value={p}>
                {p}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            select
            fullWidth
            required
            label={t('zones')}
            value={values.zones}
            onChange={(event) => {
              const v = event.target.value as unknown as string[] | string;
              set('zones', typeof v === 'string' ? v.split(',') : v);
            }}
            error={Boolean(message('zones'))}
            helperText={message('zones')}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (selected) => (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    {(selected as string[]).map((code) => (
                      <Chip
                        key={code}
                        size="small"
                        label={code}
                        icon={special.has(code) ? <StarIcon aria-label={t('special')} /> : undefined}
                      />
                    ))}
                  </Box>
                ),
                MenuProps: { slotProps: { paper: { sx: { maxHeight: 600 } } } },
              },
            }}
          >
            {zones.map((zone) => (
              <MenuItem key={zone.code} value={zone.code}>
                {zone.special && (
                  <StarIcon fontSize="small" color="warning" aria-label={t('special')} sx={{ mr: 1 }} />
                )}
                {zone.name && zone.name !== zone.code ? `${zone.code} · ${zone.name}` : zone.code}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <DatePickersProvider>
            <DatePicker
              label={t('start')}
              format="DD/MM/YYYY"
              value={values.dateStart ? dayjs(values.dateStart, DAY_FORMAT) : null}
              minDate={limits.min}
              maxDate={limits.max}
              onChange={(d) => set('dateStart', d?.isValid() ? d.format(DAY_FORMAT) : '')}
              slotProps={{
                textField: {
                  fullWidth: true,
                  required: true,
                  error: Boolean(message('dateStart')),
                  helperText: message('dateStart'),
                },
              }}
            />
          </DatePickersProvider>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            select
            fullWidth
            required
            label={t('term')}
            value={values.timing}
            onChange={(event) => set('timing', Number(event.target.value))}
            error={Boolean(message('timing'))}
            helperText={message('timing')}
          >
            {timing.map((days) => (
              <MenuItem key={days} value={days}>
                {t('days', { count: days })}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ display: 'flex', alignItems: 'flex-start' }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            startIcon={<SearchIcon />}
            disabled={!valid || sent}
            loading={searching}
            sx={{ minHeight: 56 }}
          >
            {t('next')}
          </Button>
        </Grid>
      </Grid>
    </Paper>
  );
}
