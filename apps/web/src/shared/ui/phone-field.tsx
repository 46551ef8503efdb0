import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { maskPhone } from './phone-mask';

type PhoneFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (masked: string) => void;
};

/** A phone input under the mask +7 (999) 999 - 99 - 99 (needs the `forms` namespace). */
export function PhoneField({ value, onChange, ...props }: PhoneFieldProps) {
  const { t } = useTranslation('forms');
  return (
    <TextField
      {...props}
      type="tel"
      value={value}
      placeholder={t('phone.placeholder')}
      onChange={(event) => onChange(maskPhone(event.target.value))}
      slotProps={{ ...props.slotProps, htmlInput: { inputMode: 'tel', autoComplete: 'tel' } }}
    />
  );
}
