import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs from 'dayjs';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RoadsidePayType } from '../lib/post-payment-start';
import type { RoadsideValues } from '../lib/roadside-values';

type Props = {
  control: Control<RoadsideValues>;
  types: RoadsidePayType[];
  /** Switching the type clears the chosen start time (document 1 §4). */
  onTypeChange: (type: RoadsidePayType) => void;
  payType: RoadsidePayType;
  errorText?: string;
};

/** Today / post-payment (today) / post-payment (yesterday), and the start time for the latter two. */
export function PayTypeFields({ control, types, onTypeChange, payType, errorText }: Props) {
  const { t } = useTranslation('parking-payment');
  // Three labels do not fit side by side on a phone: stacked, the group keeps its borders.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        orientation={phone ? 'vertical' : 'horizontal'}
        value={payType}
        aria-label={t('fields.payType')}
        onChange={(_e, value: RoadsidePayType | null) => value && onTypeChange(value)}
      >
        {types.map((type) => (
          <ToggleButton key={type} value={type} sx={{ flex: '1 1 auto', lineHeight: 1.3 }}>
            {t(`payType.${type}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {payType !== 'today' && (
        <Controller
          name="startTime"
          control={control}
          render={({ field }) => (
            <TimePicker
              label={t('fields.startTime')}
              ampm={false}
              value={field.value ? dayjs(`2000-01-01T${field.value}`) : null}
              onChange={(value) => field.onChange(value && value.isValid() ? value.format('HH:mm') : null)}
              onAccept={(value) => field.onChange(value && value.isValid() ? value.format('HH:mm') : null)}
              inputRef={field.ref}
              slotProps={{
                textField: {
                  fullWidth: true,
                  required: true,
                  onBlur: field.onBlur,
                  error: Boolean(errorText),
                  helperText: errorText,
                },
              }}
            />
          )}
        />
      )}
    </Stack>
  );
}
