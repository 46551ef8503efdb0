import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RestorePasswordFormSchema } from '@parking/domain/accounts/auth-contracts';
import { errorNameOf } from '../../../shared/http/error-name';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { openModal } from '../../../shared/modals/modal-store';
import { PasswordField } from '../../../shared/ui/password-field';
import { useChangePassword } from '../api/change-password';
import { clearRestoreDraft, loadRestoreDraft } from '../lib/restore-draft';

type Values = { pass: string; passRepeat: string };

const resolver = zodResolver(RestorePasswordFormSchema) as unknown as Resolver<Values>;

/** Restore step 3: the new password twice, then the success modal with its Login button. */
export function RestoreNewPasswordStep({ salt }: { salt: string }) {
  const { t } = useTranslation(['restore-password', 'validation', 'errors']);
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const state = useLocation().state as { code?: string } | null;
  const [code] = useState(() => loadRestoreDraft(salt)?.code ?? state?.code);
  const [error, setError] = useState<string | null>(null);
  const change = useChangePassword();
  const { control, handleSubmit } = useForm<Values>({
    resolver,
    mode: 'onTouched',
    defaultValues: { pass: '', passRepeat: '' },
  });

  if (!code) {
    return (
      <Stack spacing={2.5}>
        <Alert severity="warning">{t('password.lost')}</Alert>
        <Button variant="contained" component={RouterLink} to={to('/restore-password')}>
          {t('password.restart')}
        </Button>
      </Stack>
    );
  }

  const submit = handleSubmit(({ pass }) => {
    setError(null);
    change.mutate(
      { salt, code, pass },
      {
        onSuccess: () => {
          clearRestoreDraft();
          void navigate(to('/'), { replace: true });
          openModal({
            kind: 'simple',
            title: t('done.title'),
            message: t('done.text'),
            okLabel: t('done.login'),
            next: { kind: 'login' },
          });
        },
        onError: (e) => setError(t(`errors:${errorNameOf(e)}`)),
      },
    );
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('steps.password')}>
      <Stack spacing={2.5}>
        <Typography>{t('password.intro')}</Typography>
        {error && <Alert severity="error">{error}</Alert>}
        {(['pass', 'passRepeat'] as const).map((name) => (
          <Controller
            key={name}
            name={name}
            control={control}
            render={({ field: { ref, ...field }, fieldState }) => (
              <PasswordField
                {...field}
                inputRef={ref}
                label={t(`password.${name}`)}
                autoComplete="new-password"
                autoFocus={name === 'pass'}
                required
                fullWidth
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message
                    ? t(`validation:${fieldState.error.message}`)
                    : name === 'pass'
                      ? t('password.passHint')
                      : undefined
                }
              />
            )}
          />
        ))}
        <Button type="submit" variant="contained" size="large" loading={change.isPending} fullWidth>
          {t('password.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
