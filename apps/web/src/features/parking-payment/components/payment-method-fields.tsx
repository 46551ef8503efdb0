import Stack from '@mui/material/Stack';
import type { PaymentMethod } from '@parking/domain/contracts/settings-flags';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PaymentMethodSelect } from '../../../shared/payments/payment-method-select';
import { PhoneField } from '../../../shared/ui/phone-field';

type Props<V extends FieldValues> = {
  control: Control<V>;
  methods: PaymentMethod[];
  methodField: Path<V>;
  phoneField: Path<V>;
  showPhone: boolean;
  translate: (key?: string) => string | undefined;
};

/** The payment method select and, for a method that needs one, the phone under the +7 mask. */
export function PaymentMethodFields<V extends FieldValues>({
  control,
  methods,
  methodField,
  phoneField,
  showPhone,
  translate,
}: Props<V>) {
  const { t } = useTranslation('parking-payment');
  return (
    <Stack spacing={2}>
      <Controller
        name={methodField}
        control={control}
        render={({ field: { ref, ...field }, fieldState }) => (
          <PaymentMethodSelect
            {...field}
            inputRef={ref}
            methods={methods}
            label={t('fields.paymentService')}
            error={Boolean(fieldState.error)}
            problem={translate(fieldState.error?.message)}
          />
        )}
      />
      {showPhone && (
        <Controller
          name={phoneField}
          control={control}
          render={({ field: { ref, ...field }, fieldState }) => (
            <PhoneField
              {...field}
              inputRef={ref}
              fullWidth
              required
              label={t('fields.phone')}
              error={Boolean(fieldState.error)}
              helperText={translate(fieldState.error?.message)}
            />
          )}
        />
      )}
    </Stack>
  );
}
