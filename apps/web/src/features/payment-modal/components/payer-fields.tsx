import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PAYER_DOCUMENT_TYPES, PAYER_TYPE_LEGAL } from '@parking/domain/receipts/payer-contracts';
import { INDIVIDUAL_FIELDS, LEGAL_FIELDS, type PayerFormValues } from '../lib/payer-forms';

type Field = (typeof INDIVIDUAL_FIELDS)[number] | (typeof LEGAL_FIELDS)[number] | 'sum';

const WIDE = new Set<Field>(['address', 'issuer', 'name', 'sum']);
const DIGITS = new Set<Field>(['seriesDoc', 'numberDoc', 'ogrn', 'inn', 'kpp']);
const MAX_LENGTH: Partial<Record<Field, number>> = {
  ogrn: 13,
  inn: 12,
  kpp: 9,
  seriesDoc: 10,
  numberDoc: 20,
};

/** The fields of an individual (names, document, issuer, address) or a legal payer (name, address, OGRN, INN, KPP). */
export function PayerFields({
  type,
  withSum,
  control,
}: {
  type: number;
  withSum: boolean;
  control: Control<PayerFormValues>;
}) {
  const { t } = useTranslation(['payment-modal', 'errors']);
  const fields: Field[] = [
    ...(withSum ? (['sum'] as const) : []),
    ...(type === PAYER_TYPE_LEGAL ? LEGAL_FIELDS : INDIVIDUAL_FIELDS),
  ];
  return (
    <Grid container spacing={2}>
      {fields.map((name) => (
        <Grid key={name} size={{ xs: 12, sm: WIDE.has(name) ? 12 : 6 }}>
          <Controller
            name={name}
            control={control}
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                value={field.value ?? ''}
                inputRef={ref}
                select={name === 'typeDoc'}
                type={name === 'DateDoc' ? 'date' : 'text'}
                label={t(`receipt.fields.${name}`)}
                required
                fullWidth
                size="small"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ? t(`errors:${fieldState.error.message}`) : undefined}
                slotProps={{
                  inputLabel: name === 'DateDoc' ? { shrink: true } : undefined,
                  htmlInput: {
                    ...(DIGITS.has(name) && { inputMode: 'numeric', maxLength: MAX_LENGTH[name] }),
                    ...(name === 'sum' && { inputMode: 'decimal' }),
                    ...(name === 'DateDoc' && { min: '1900-01-01', max: '2099-12-31' }),
                  },
                }}
              >
                {name === 'typeDoc' &&
                  PAYER_DOCUMENT_TYPES.map((doc) => (
                    <MenuItem key={doc} value={doc}>
                      {t(`receipt.documents.${doc}`)}
                    </MenuItem>
                  ))}
              </TextField>
            )}
          />
        </Grid>
      ))}
    </Grid>
  );
}
