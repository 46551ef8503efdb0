import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import BusinessIcon from '@mui/icons-material/Business';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CompanyLoginRequestSchema,
  type CompanyLoginRequest,
} from '@parking/domain/company/company-contracts';
import { CaptchaController } from '../../../shared/captcha/captcha-controller';
import { useCaptchaLogin } from '../../../shared/captcha/use-captcha-login';
import { PasswordField } from '../../../shared/ui/password-field';
import { companyLogin } from '../api/company-login';
import { signInCompany } from '../lib/company-session';

type Props = {
  /** Why the previous corporate session ended (TokenExpired...), said above the form. */
  notice?: string | null;
  onSignedIn?: () => void;
};

/**
 * The corporate sign-in (document 1 §2): INN, contract number and password, and the captcha
 * once a refusal carries one (after a few failed attempts, as for drivers).
 */
export function CompanyLoginForm({ notice, onSignedIn }: Props) {
  const { t } = useTranslation(['company', 'errors', 'forms']);
  const { control, handleSubmit, resetField, setError } = useForm<CompanyLoginRequest>({
    resolver: zodResolver(CompanyLoginRequestSchema),
    mode: 'onTouched',
    defaultValues: { inn: '', contractNumber: '', password: '', captcha: '' },
  });
  const { signIn, pending, failure, challenge, setChallenge } = useCaptchaLogin({
    form: { setError, resetField },
    call: companyLogin,
    onSignedIn: (answer) => {
      signInCompany(answer.token);
      onSignedIn?.();
    },
  });
  const submit = handleSubmit((values) => {
    const { inn, contractNumber, password } = values;
    signIn(values, { inn, contractNumber, password });
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
        <Button type="submit" variant="contained" size="large" loading={pending}>
          {t('login.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
