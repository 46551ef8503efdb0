import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorNameOf } from '../../../shared/http/error-name';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { useSettingsFlags } from '../../../shared/options/api/get-settings-flags';
import { openModal } from '../../../shared/modals/modal-store';
import { useSiteOptions } from '../../../shared/options/api/get-site-options';
import { PasswordField } from '../../../shared/ui/password-field';
import { CaptchaController } from '../../../shared/captcha/captcha-controller';
import { captchaOf } from '../../../shared/captcha/captcha-of';
import type { CaptchaChallenge } from '../../../shared/captcha/get-captcha';
import { useLogin } from '../api/login';
import { loginErrorKey } from '../lib/login-error';
import { loginFieldError, loginValue } from '../lib/validate-login';
import { ExternalLoginButton } from './external-login-button';

type LoginValues = { login: string; password: string; captcha: string };

/**
 * The login modal's content (document 1, section 2, "Shell elements"): individual or legal
 * entity, e-mail (or e-mail/phone in easy-auth mode) and password, a captcha once the server
 * wants one, external-ID login when configured, links to registration and password restore.
 */
export function LoginPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['loginForm', 'validation', 'errors']);
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const settings = useSettingsFlags().data;
  const options = useSiteOptions();
  const easyAuth = settings?.useEasyAuth ?? false;
  const [captcha, setCaptcha] = useState<CaptchaChallenge | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const loginMutation = useLogin();
  const { control, handleSubmit, resetField } = useForm<LoginValues>({
    defaultValues: { login: '', password: '', captcha: '' },
  });

  const submit = handleSubmit((values) => {
    setFormError(null);
    const input = {
      login: loginValue(values.login, easyAuth),
      password: values.password.trim(),
      ...(captcha ? { captcha: values.captcha.trim(), captchaId: captcha.captchaId } : {}),
    };
    loginMutation.mutate(input, {
      onSuccess: ({ profile, mustChangePassword }) => {
        onDone();
        if (mustChangePassword) {
          // Logged in with the one-time password of a restore call: it is gone now.
          void navigate(to('/profile/my-profile'));
          openModal({ kind: 'simple', title: t('oneTime.title'), message: t('oneTime.text') });
          return;
        }
        void navigate(to(profile.defaultZone ? '/profile/parking' : '/'));
      },
      onError: (error) => {
        if (errorNameOf(error) === 'EmptyPass') {
          // No password set for this account: it has to be made through password restore.
          onDone();
          const query = new URLSearchParams({ error: 'EmptyPass', email: values.login.trim() });
          void navigate(`${to('/restore-password')}?${query}`);
          return;
        }
        const challenge = captchaOf(error);
        if (challenge) {
          setCaptcha(challenge);
          resetField('captcha');
        }
        setFormError(loginErrorKey(error));
      },
    });
  });

  const leaveForLegalAuth = () => window.location.assign(to('/legal/auth'));

  return (
    <Stack spacing={2.5} sx={{ pt: 1 }}>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value="individual"
        aria-label={t('userType.label')}
        onChange={(_, value) => value === 'legal' && leaveForLegalAuth()}
      >
        <ToggleButton value="individual">{t('userType.individual')}</ToggleButton>
        <ToggleButton value="legal">{t('userType.legal')}</ToggleButton>
      </ToggleButtonGroup>

      <Box component="form" noValidate onSubmit={submit} aria-labelledby="login-title">
        <Stack spacing={2}>
          {formError && <Alert severity="error">{t(formError)}</Alert>}
          <Controller
            name="login"
            control={control}
            rules={{ validate: (value) => loginFieldError(value, easyAuth) ?? true }}
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                label={t(easyAuth ? 'fields.emailPhone' : 'fields.email')}
                type={easyAuth ? 'text' : 'email'}
                autoComplete="username"
                autoFocus
                required
                fullWidth
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message
                    ? t(fieldState.error.message)
                    : easyAuth
                      ? t('fields.emailPhoneHint')
                      : undefined
                }
              />
            )}
          />
          <Controller
            name="password"
            control={control}
            render={({ field: { ref, ...field } }) => (
              <PasswordField
                {...field}
                inputRef={ref}
                label={t('fields.password')}
                autoComplete="current-password"
                fullWidth
              />
            )}
          />
          {captcha && (
            <CaptchaController
              control={control}
              name="captcha"
              challenge={captcha}
              onChallengeChange={setCaptcha}
              errorText={(message) => message && t(message)}
              validate={(value) => value.trim() !== '' || 'validation:required'}
            />
          )}
          <Button type="submit" variant="contained" size="large" fullWidth loading={loginMutation.isPending}>
            {t('submit')}
          </Button>
        </Stack>
      </Box>

      {settings?.externalAuth && (
        <>
          <Divider>
            <Typography variant="body2" color="text.secondary">
              {t('or')}
            </Typography>
          </Divider>
          <ExternalLoginButton
            clientId={settings.externalAuth.clientId}
            authorizeUrl={settings.externalAuth.authorizeUrl}
          />
        </>
      )}

      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Link component={RouterLink} to={to('/restore-password')} onClick={onDone}>
          {t('restore')}
        </Link>
        <Typography variant="body2">
          {t('noAccount')}{' '}
          <Link component={RouterLink} to={to('/registration')} onClick={onDone}>
            {t('registration')}
          </Link>
        </Typography>
        {options.isCoopProfile && (
          // Cooperative logins have their own sign-in, on /coop-profile itself.
          <Link component={RouterLink} to={to('/coop-profile')} variant="body2" onClick={onDone}>
            {t('coop')}
          </Link>
        )}
      </Stack>
    </Stack>
  );
}
