import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type Props<V extends FieldValues> = {
  control: Control<V>;
  name: Path<V>;
  translate: (key?: string) => string | undefined;
};

/**
 * Where the guest's fiscal receipt goes (54-FZ, issue 22): one field that takes an e-mail or a
 * phone; an '@' makes it an e-mail. Validated by the domain's ReceiptContactSchema.
 */
export function ReceiptContactField<V extends FieldValues>({ control, name, translate }: Props<V>) {
  const { t } = useTranslation('parking-payment');
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...field}
          inputRef={ref}
          fullWidth
          required
          label={t('fields.receiptContact')}
          autoComplete="email"
          slotProps={{ htmlInput: { inputMode: 'email', maxLength: 254 } }}
          error={Boolean(fieldState.error)}
          helperText={translate(fieldState.error?.message) ?? t('fields.receiptContactHint')}
        />
      )}
    />
  );
}
