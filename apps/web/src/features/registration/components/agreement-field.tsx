import type { Ref } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { Trans, useTranslation } from 'react-i18next';

type AgreementFieldProps = {
  value: boolean;
  onChange: (checked: boolean) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  /** The personal-data page (settings.personalDataPage, else /pages/personal-data). */
  href: string;
  /** The problem, already translated. */
  error?: string;
};

/** The personal-data agreement checkbox; its link opens in a new tab so the form stays put. */
export function AgreementField({ value, onChange, onBlur, inputRef, href, error }: AgreementFieldProps) {
  const { t } = useTranslation('registration');
  return (
    <FormControl error={Boolean(error)} required>
      <FormControlLabel
        control={
          <Checkbox
            checked={value}
            onChange={(event) => onChange(event.target.checked)}
            onBlur={onBlur}
            slotProps={{
              input: { ref: inputRef, 'aria-describedby': error ? 'agreement-error' : undefined },
            }}
          />
        }
        label={
          <Trans
            t={t}
            i18nKey="form.agreement"
            components={{ doc: <Link href={href} target="_blank" rel="noopener noreferrer" /> }}
          />
        }
      />
      {error && (
        <FormHelperText id="agreement-error" sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
    </FormControl>
  );
}
