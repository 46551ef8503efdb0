import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { PaymentMethod } from '@parking/domain/contracts/settings-flags';

type PaymentMethodSelectProps = Omit<TextFieldProps, 'select' | 'children' | 'helperText'> & {
  methods: readonly PaymentMethod[];
  /** What is wrong with the choice, in words; else the chosen method's description shows. */
  problem?: string;
};

/** The payment method of a top-up, an extension, a parking or a subscription: required, full width. */
export function PaymentMethodSelect({ methods, problem, value, ...field }: PaymentMethodSelectProps) {
  const chosen = methods.find((m) => m.methodName === value);
  return (
    <TextField
      {...field}
      value={value}
      select
      required
      fullWidth
      helperText={problem ?? chosen?.methodDescription}
    >
      {methods.map((m) => (
        <MenuItem key={m.methodName} value={m.methodName}>
          {m.methodNameForShow || m.methodName}
        </MenuItem>
      ))}
    </TextField>
  );
}
