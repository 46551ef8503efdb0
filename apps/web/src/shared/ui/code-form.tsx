import { useEffect, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { CodeField } from './code-field';

type CodeFormProps = {
  /** Digits expected: 6 for an e-mail or SMS code, 4 for the last digits of a calling number. */
  length: number;
  label: string;
  submitLabel: string;
  /** A code that arrived in the link: filled in and submitted once, on arrival. */
  initialCode?: string;
  pending: boolean;
  /** The server's refusal, already translated. */
  error: string | null;
  onSubmit: (code: string) => void;
  /** The resend countdown and alternatives, under the button. */
  children?: ReactNode;
};

/** A confirmation-code step: the code, its check, Confirm, and room for the resend link. */
export function CodeForm({
  length,
  label,
  submitLabel,
  initialCode,
  pending,
  error,
  onSubmit,
  children,
}: CodeFormProps) {
  const { t } = useTranslation('validation');
  const fromLink = initialCode && /^\d{4,8}$/.test(initialCode) ? initialCode : '';
  const [code, setCode] = useState(fromLink);
  const [fieldError, setFieldError] = useState<string | null>(null);

  // Once only, also under StrictMode's second effect run: a second submit would burn the code.
  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (!fromLink || autoSubmitted.current) return;
    autoSubmitted.current = true;
    onSubmit(fromLink);
  }, [fromLink, onSubmit]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (code.length !== length) {
      setFieldError(code === '' ? t('required') : t('codeLength', { count: length }));
      return;
    }
    setFieldError(null);
    onSubmit(code);
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        {error && <Alert severity="error">{error}</Alert>}
        <CodeField
          value={code}
          onChange={(next) => {
            setCode(next);
            if (fieldError) setFieldError(null);
          }}
          length={length}
          label={label}
          required
          autoFocus
          fullWidth
          error={Boolean(fieldError)}
          helperText={fieldError}
        />
        <Button type="submit" variant="contained" size="large" loading={pending} fullWidth>
          {submitLabel}
        </Button>
        {children}
      </Stack>
    </Box>
  );
}
