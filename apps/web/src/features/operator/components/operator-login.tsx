import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Operator } from '@parking/domain/feedback/operator-contracts';
import { CaptchaController } from '../../../shared/captcha/captcha-controller';
import { useCaptchaLogin } from '../../../shared/captcha/use-captcha-login';
import { operatorLogin } from '../api/operator-login';

type Values = { login: string; password: string; captcha: string };

/** Only "required" here; the server parses with OperatorLoginRequestSchema and its refusal shows. */
const resolver: Resolver<Values> = async (values) => {
  const errors: Partial<Record<keyof Values, { type: string; message: string }>> = {};
  if (!values.login.trim()) errors.login = { type: 'required', message: 'RequiredField' };
  if (!values.password) errors.password = { type: 'required', message: 'RequiredField' };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/**
 * The operator's sign-in: login and password against /api/operator/login, and the captcha once a
 * refusal carries one (after a few failed attempts, as for drivers).
 */
export function OperatorLogin({ onSignedIn }: { onSignedIn: (token: string, operator: Operator) => void }) {
  const { t } = useTranslation(['operator', 'errors', 'forms']);
  const { control, handleSubmit, resetField, setError } = useForm<Values>({
    resolver,
    mode: 'onSubmit',
    defaultValues: { login: '', password: '', captcha: '' },
  });
  const { signIn, pending, failure, challenge, setChallenge } = useCaptchaLogin({
    form: { setError, resetField },
    call: operatorLogin,
    onSignedIn: (answer) => onSignedIn(answer.token, answer.operator),
  });
  const submit = handleSubmit((values) => signIn(values, { login: values.login, password: values.password }));
  const text = (message?: string) =>
    message ? t(`errors:${message}`, { defaultValue: message }) : undefined;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 420, mx: 'auto' }}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={t('login.title')}>
        <Typography variant="h6" component="h2">
          {t('login.title')}
        </Typography>
        {failure && (
          <Alert severity="error">{t(`errors:${failure}`, { defaultValue: t('errors:UnknownError') })}</Alert>
        )}
        <Controller
          name="login"
          control={control}
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              label={t('login.login')}
              autoComplete="username"
              required
              error={Boolean(fieldState.error)}
              helperText={text(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          name="password"
          control={control}
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              type="password"
              label={t('login.password')}
              autoComplete="current-password"
              required
              error={Boolean(fieldState.error)}
              helperText={text(fieldState.error?.message)}
            />
          )}
        />
        {challenge && (
          <CaptchaController
            control={control}
            name="captcha"
            challenge={challenge}
            onChallengeChange={setChallenge}
            errorText={text}
          />
        )}
        <Button type="submit" variant="contained" loading={pending}>
          {t('login.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
