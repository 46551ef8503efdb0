import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { PaymentMethod } from '@parking/domain/contracts/settings-flags';
import { useTranslation } from 'react-i18next';
import { BALANCE_METHOD } from '../../../shared/payments/payment-methods';

type Props = { companies: PaymentMethod[]; value: string; onChange: (methodName: string) => void };

/**
 * Who pays a registered driver's stay (issue 8): the driver's balance or a company where the
 * driver is an active company driver ('corporate:<id>', named by the company).
 */
export function PayerSelect({ companies, value, onChange }: Props) {
  const { t } = useTranslation('parking-payment');
  return (
    <TextField
      select
      fullWidth
      label={t('fields.payer')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={value === BALANCE_METHOD ? undefined : t('fields.payerCompanyHint')}
    >
      <MenuItem value={BALANCE_METHOD}>{t('fields.payerBalance')}</MenuItem>
      {companies.map((m) => (
        <MenuItem key={m.methodName} value={m.methodName}>
          {m.methodNameForShow || m.methodName}
        </MenuItem>
      ))}
    </TextField>
  );
}
