import TextField, { type TextFieldProps } from '@mui/material/TextField';

type CodeFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (code: string) => void;
  /** Digits expected: 6 for an e-mail or SMS code, 4 for the last digits of a calling number. */
  length: number;
};

/** A one-time code input: digits only, the phone's numeric keypad, autofill from an SMS. */
export function CodeField({ value, onChange, length, ...props }: CodeFieldProps) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, length))}
      slotProps={{
        ...props.slotProps,
        htmlInput: {
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          maxLength: length,
          style: { letterSpacing: '0.3em', fontSize: '1.25rem' },
        },
      }}
    />
  );
}
