import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import BusinessIcon from '@mui/icons-material/Business';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CorpLoginRequestSchema, type CorpLoginRequest } from '@parking/domain/corporate/corporate-contracts';
import { CaptchaController } from '../../../shared/captcha/captcha-controller';
import { captchaOf } from '../../../shared/captcha/captcha-of';
import type { CaptchaChallenge } from '../../../shared/captcha/get-captcha';
import { errorNameOf } from '../../../shared/http/error-name';
import { PasswordField } from '../../../shared/ui/password-field';
import { corpLogin } from '../api/corp-login';
import { signInCorporate } from '../lib/corp-session';

type Props = {
  /** Why the previous corporate session ended (TokenExpired...), said above the form. */
  notice?: string | null;
  onSignedIn?: () => void;
};

/**
 * The corporate sign-in (document 1 §2): INN, contract number and password, and the captcha
 * once a refusal carries one (after a few failed attempts, as for drivers).
 */
export function CorpLoginForm({ notice, onSignedIn }: Props) {
  const { t } = useTranslation(['corporate', 'errors', 'forms']);
  const [failure, setFailure] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const { control, handleSubmit, resetField, setError } = useForm<CorpLoginRequest>({
    resolver: zodResolver(CorpLoginRequestSchema),
    mode: 'onTouched',
    defaultValues: { inn: '', contractNumber: '', password: '', captcha: '' },
  });
  const login = useMutation({ mutationFn: corpLogin });
  const submit = handleSubmit((values) => {
    const code = values.captcha?.trim() ?? '';
    if (challenge && !code) {
      setError('captcha', { type: 'required', message: 'RequiredField' });
      return;
    }
    setFailure(null);
    const { inn, contractNumber, password } = values;
    const request = {
      inn,
      contractNumber,
      password,
      ...(challenge ? { captcha: code, captchaId: challenge.captchaId } : {}),
    };
    login.mutate(request, {
      onSuccess: (answer) => {
        signInCorporate(answer.token);
        onSignedIn?.();
      },
      onError: (error) => {
        const next = captchaOf(error);
        if (next) {
          setChallenge(next);
          resetField('captcha');
        }
        setFailure(errorNameOf(error));
      },
    });
  });
  const errorText = (name?: string) =>
    name ? t(`errors:${name}`, { defaultValue: t('errors:UnknownError') }) : undefined;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 440, mx: 'auto' }}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby="corp-login-title">
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <BusinessIcon color="primary" aria-hidden />
          <Typography variant="h5" component="h1" id="corp-login-title">
            {t('login.title')}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('login.text')}
        </Typography>
        {notice && !failure && <Alert severity="warning">{errorText(notice)}</Alert>}
        {failure && <Alert severity="error">{errorText(failure)}</Alert>}
        <Controller
          name="inn"
          control={control}
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              label={t('login.inn')}
              required
              fullWidth
              autoComplete="username"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              error={Boolean(fieldState.error)}
              helperText={errorText(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          name="contractNumber"
          control={control}
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              label={t('login.contractNumber')}
              required
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={errorText(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          name="password"
          control={control}
          render={({ field: { ref, ...field }, fieldState }) => (
            <PasswordField
              {...field}
              inputRef={ref}
              label={t('login.password')}
              autoComplete="current-password"
              required
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={errorText(fieldState.error?.message)}
            />
          )}
        />
        {challenge && (
          <CaptchaController
            control={control}
            name="captcha"
            challenge={challenge}
            onChallengeChange={setChallenge}
            errorText={errorText}
          />
        )}
        <Button type="submit" variant="contained" size="large" loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
