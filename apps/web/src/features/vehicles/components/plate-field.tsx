import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { NumberFormat } from '@parking/domain/profile/plate-rules';
import { plateInput } from '../lib/plate-input';

type PlateFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  format: NumberFormat;
  onChange: (plate: string) => void;
};

/** A plate input that shows the stored form as typed: no spaces, upper case, Cyrillic for Russian plates. */
export function PlateField({ value, format, onChange, ...props }: PlateFieldProps) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(event) => onChange(plateInput(event.target.value, format))}
      slotProps={{ htmlInput: { autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false } }}
    />
  );
}
