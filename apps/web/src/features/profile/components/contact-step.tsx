import { CODE_LENGTH } from '@parking/domain/accounts/account-rules';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { errorNameOf } from '../../../shared/http/error-name';
import { CodeForm } from '../../../shared/ui/code-form';
import { PhoneField } from '../../../shared/ui/phone-field';
import { ResendCountdown } from '../../../shared/ui/resend-countdown';
import { useProfileMutation } from '../api/profile-mutation';
import { RESEND_SECONDS } from '../lib/profile-steps';

type ContactStepProps = {
  kind: 'email' | 'phone';
  /** Checks the typed value: null when fine, else a validation key. */
  validate: (value: string) => string | null;
  /** Sends the code; isReply on a resend. */
  sendCode: (value: string, isReply: boolean) => Promise<unknown>;
  confirm: (code: string) => Promise<unknown>;
  onDone: () => void;
  onAbort: () => void;
  /** Tells the modal which phase is on screen (its title follows). */
  onPhase?: (phase: 'enter' | 'code') => void;
};

/**
 * Change e-mail or telephone (document 2 §4): the new value, a code sent to it, then the code
 * step with the 10-second resend countdown; ok goes back to the main step, abort too.
 */
export function ContactStep({
  kind,
  validate,
  sendCode,
  confirm,
  onDone,
  onAbort,
  onPhase,
}: ContactStepProps) {
  const { t } = useTranslation(['profile', 'validation', 'errors']);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [phase, setPhase] = useState<'enter' | 'code'>('enter');
  const [resendAt, setResendAt] = useState<number | null>(null);
  const send = useProfileMutation((isReply: boolean) => sendCode(value, isReply), false);
  const check = useProfileMutation(confirm);
  const failure = (error: unknown) => (error ? t(`errors:${errorNameOf(error)}`) : null);

  const requestCode = (isReply: boolean) =>
    send.mutate(isReply, {
      onSuccess: () => {
        setResendAt(Date.now() + RESEND_SECONDS * 1000);
        setPhase('code');
        onPhase?.('code');
      },
    });

  if (phase === 'code') {
    return (
      <Stack spacing={2}>
        <Alert severity="info">{t(`contact.${kind}.codeSent`, { value })}</Alert>
        <CodeForm
          length={CODE_LENGTH}
          label={t('contact.code')}
          submitLabel={t('contact.confirm')}
          pending={check.isPending}
          error={failure(check.error) ?? failure(send.error)}
          onSubmit={(code) => check.mutate(code, { onSuccess: onDone })}
        >
          <ResendCountdown
            availableAt={resendAt}
            onResend={() => requestCode(true)}
            pending={send.isPending}
          />
        </CodeForm>
        <Button onClick={onAbort}>{t('actions.back')}</Button>
      </Stack>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = validate(value);
    setFieldError(problem);
    if (!problem) requestCode(false);
  };
  const fieldProps = {
    label: t(`contact.${kind}.label`),
    required: true,
    fullWidth: true,
    autoFocus: true,
    error: Boolean(fieldError),
    helperText: fieldError ? t(fieldError) : undefined,
  };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        {send.error != null && <Alert severity="error">{failure(send.error)}</Alert>}
        {kind === 'phone' ? (
          <PhoneField {...fieldProps} value={value} onChange={setValue} />
        ) : (
          <TextField {...fieldProps} type="email" value={value} onChange={(e) => setValue(e.target.value)} />
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onAbort}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={send.isPending}>
            {t('contact.sendCode')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
