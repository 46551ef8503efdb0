import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PAYMENT_SUBJECTS, TAX_SYSTEMS, VAT_CODES } from '@parking/domain/payments/fiscal-codes';
import type { CityRules, CityRulesForm } from '@parking/domain/staff/city-rules-contracts';

/** The select's word for "no taxation system given" (null in the rules: the cash register's own). */
const REGISTERED = 'registered';

type Name = 'receiptVatCode' | 'receiptPaymentSubject' | 'receiptTaxSystem';

const CODES: Record<Name, readonly string[]> = {
  receiptVatCode: VAT_CODES,
  receiptPaymentSubject: PAYMENT_SUBJECTS,
  receiptTaxSystem: [REGISTERED, ...TAX_SYSTEMS],
};

/**
 * The 54-FZ codes of the city's receipt lines (issue 22): VAT rate, payment subject and the
 * taxation system, each a select with every code the domain knows, named in the page's language.
 */
export function ReceiptCodeFields({ control }: { control: Control<CityRulesForm, unknown, CityRules> }) {
  const { t } = useTranslation('operator-staff');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {(Object.keys(CODES) as Name[]).map((name) => (
        <Controller
          key={name}
          name={name}
          control={control}
          render={({ field: { ref, value, onChange, ...field } }) => (
            <TextField
              {...field}
              select
              fullWidth
              inputRef={ref}
              label={t(`rules.${name}`)}
              // null taxation system is the "as registered" option
              value={value ?? REGISTERED}
              onChange={(event) => onChange(event.target.value === REGISTERED ? null : event.target.value)}
            >
              {CODES[name].map((code) => (
                <MenuItem key={code} value={code}>
                  {t(`rules.codes.${name}.${code}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      ))}
    </Stack>
  );
}
