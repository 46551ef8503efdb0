import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { VEHICLE_CATEGORIES } from '@parking/domain/payments/payment-fields';
import { Controller, useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { plateTypoOf } from '../lib/plate-typo';
import { cleanPlate, type RoadsideValues } from '../lib/roadside-values';

/** A vehicle of the driver's profile, as the plate field offers it. */
export type SavedVehicle = { numberTs: string; formatGrz: 'rus' | 'other' };

type Props = {
  control: Control<RoadsideValues>;
  withCategory: boolean;
  translate: (key?: string) => string | undefined;
  /** The driver's saved vehicles (none for a guest): offered, and what a typo is measured by. */
  saved?: readonly SavedVehicle[];
};

/**
 * The plate (upper case, no spaces), a foreign-plate switch and, when the city uses it, the
 * category. A driver's saved plates are a tap away, and a typed plate one slip from a saved one
 * is pointed out (a warning: a friend's car may really differ by one letter).
 */
export function VehicleFields({ control, withCategory, translate, saved = [] }: Props) {
  const { t } = useTranslation('parking-payment');
  const plate = useController({ control, name: 'plate' });
  const foreign = useController({ control, name: 'foreignPlate' });
  const pick = (vehicle: SavedVehicle) => {
    plate.field.onChange(vehicle.numberTs);
    foreign.field.onChange(vehicle.formatGrz === 'other');
  };
  const typo = plate.fieldState.error
    ? null
    : plateTypoOf(
        plate.field.value,
        saved.map((v) => v.numberTs),
      );
  const typoVehicle = typo ? saved.find((v) => v.numberTs === typo) : undefined;
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          name={plate.field.name}
          value={plate.field.value}
          onBlur={plate.field.onBlur}
          inputRef={plate.field.ref}
          onChange={(event) => plate.field.onChange(cleanPlate(event.target.value))}
          label={t('fields.plate')}
          placeholder={t('fields.platePlaceholder')}
          required
          fullWidth
          autoComplete="off"
          error={Boolean(plate.fieldState.error)}
          helperText={translate(plate.fieldState.error?.message)}
          slotProps={{ htmlInput: { maxLength: 12, autoCapitalize: 'characters', spellCheck: false } }}
        />
        {withCategory && (
          <Controller
            name="category"
            control={control}
            render={({ field: { ref, ...field } }) => (
              <TextField
                {...field}
                inputRef={ref}
                select
                label={t('fields.category')}
                // the plate's long label needs the room more than a one-letter category
                sx={{ flex: { sm: '0 0 160px' } }}
                fullWidth
              >
                {VEHICLE_CATEGORIES.map((c) => (
                  <MenuItem key={c} value={c}>
                    {c}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        )}
      </Stack>
      {saved.length > 0 && (
        <Stack direction="row" role="group" aria-label={t('plate.saved')} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {saved.map((vehicle) => (
            <Chip
              key={vehicle.numberTs}
              label={vehicle.numberTs}
              onClick={() => pick(vehicle)}
              color={vehicle.numberTs === plate.field.value ? 'primary' : 'default'}
              aria-label={t('plate.use', { plate: vehicle.numberTs })}
              sx={{ minHeight: 44 }}
            />
          ))}
        </Stack>
      )}
      {typoVehicle && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" sx={{ minHeight: 44 }} onClick={() => pick(typoVehicle)}>
              {t('plate.fix', { plate: typoVehicle.numberTs })}
            </Button>
          }
        >
          {t('plate.didYouMean', { plate: typoVehicle.numberTs })}
        </Alert>
      )}
      <FormControlLabel
        control={
          <Checkbox
            checked={foreign.field.value}
            onChange={(e) => foreign.field.onChange(e.target.checked)}
          />
        }
        label={t('fields.foreignPlate')}
      />
    </Stack>
  );
}
