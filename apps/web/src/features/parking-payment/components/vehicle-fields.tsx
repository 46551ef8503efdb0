import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { VEHICLE_CATEGORIES } from '@parking/domain/payments/payment-fields';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cleanPlate, type RoadsideValues } from '../lib/roadside-values';

type Props = {
  control: Control<RoadsideValues>;
  withCategory: boolean;
  translate: (key?: string) => string | undefined;
};

/** The plate (upper case, no spaces), a foreign-plate switch and, when the city uses it, the category. */
export function VehicleFields({ control, withCategory, translate }: Props) {
  const { t } = useTranslation('parking-payment');
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          name="plate"
          control={control}
          render={({ field: { ref, onChange, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              onChange={(event) => onChange(cleanPlate(event.target.value))}
              label={t('fields.plate')}
              placeholder={t('fields.platePlaceholder')}
              required
              fullWidth
              autoComplete="off"
              error={Boolean(fieldState.error)}
              helperText={translate(fieldState.error?.message)}
              slotProps={{ htmlInput: { maxLength: 12, autoCapitalize: 'characters', spellCheck: false } }}
            />
          )}
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
      <Controller
        name="foreignPlate"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
            label={t('fields.foreignPlate')}
          />
        )}
      />
    </Stack>
  );
}
