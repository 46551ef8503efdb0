import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  EmailSchema,
  isLoginPhone,
  normalizePhone,
  PhoneSchema,
} from '@parking/domain/accounts/account-rules';
import { errorNameOf } from '../../../shared/http/error-name';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { maskPhone } from '../../../shared/ui/phone-mask';
import { PhoneField } from '../../../shared/ui/phone-field';
import {
  useSendRestore,
  type RestoreChannel,
  type RestoreMode,
  type RestoreTarget,
} from '../api/send-restore';
import { saveRestoreDraft } from '../lib/restore-draft';
import { RestoreSent } from './restore-sent';

type Values = { method: 'email' | 'phone'; email: string; phone: string; mode: RestoreMode };

/** The first problem a domain schema finds (a `validation` key), or true. */
function check(schema: typeof EmailSchema | typeof PhoneSchema, value: string): true | string {
  const result = schema.safeParse(value);
  return result.success || (result.error.issues[0]?.message ?? 'invalid');
}

/**
 * Restore step 1: e-mail or phone, and what to send (a code, or a new password by e-mail or by a
 * call). Login sends drivers without a password here with ?error=EmptyPass&email=.
 */
export function RestoreRequestStep() {
  const { t } = useTranslation(['restore-password', 'validation', 'errors']);
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reason = params.get('error');
  const login = params.get('email')?.trim() ?? '';
  const loginIsPhone = isLoginPhone(login);
  const send = useSendRestore();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ target: RestoreTarget; channel: RestoreChannel; sentAt: number } | null>(
    null,
  );
  const { control, handleSubmit } = useForm<Values>({
    defaultValues: {
      method: loginIsPhone ? 'phone' : 'email',
      email: loginIsPhone ? '' : login,
      phone: loginIsPhone ? maskPhone(login) : '',
      mode: 'code',
    },
  });
  const method = useWatch({ control, name: 'method' });

  const submit = handleSubmit((values) => {
    setError(null);
    const target: RestoreTarget =
      values.method === 'email'
        ? { email: values.email.trim().toLowerCase() }
        : { phone: normalizePhone(values.phone) };
    // A new password by phone can only come as a call; a code comes by SMS first.
    const channel: RestoreChannel = values.method === 'phone' && values.mode === 'password' ? 'Call' : 'SMS';
    send.mutate(
      { target, mode: values.mode, channel },
      {
        onSuccess: (salt) => {
          if (values.mode === 'password') return setSent({ target, channel, sentAt: Date.now() });
          saveRestoreDraft({ salt, target, channel, sentAt: Date.now() });
          void navigate(to(`/restore-password/code/${salt}`));
        },
        onError: (e) => setError(t(`errors:${errorNameOf(e)}`)),
      },
    );
  });

  if (sent) return <RestoreSent {...sent} />;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('steps.request')}>
      <Stack spacing={2.5}>
        {reason && (
          <Alert severity="warning">{t(`errors:${reason}`, { defaultValue: t('errorFallback') })}</Alert>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        <Typography>{t('request.intro')}</Typography>
        <Controller
          name="method"
          control={control}
          render={({ field }) => (
            <ToggleButtonGroup
              exclusive
              fullWidth
              color="primary"
              value={field.value}
              onChange={(_, value) => value && field.onChange(value)}
              aria-label={t('request.by')}
            >
              <ToggleButton value="email">{t('request.byEmail')}</ToggleButton>
              <ToggleButton value="phone">{t('request.byPhone')}</ToggleButton>
            </ToggleButtonGroup>
          )}
        />
        {method === 'email' ? (
          <Controller
            key="email"
            name="email"
            control={control}
            rules={{ validate: (value, all) => all.method !== 'email' || check(EmailSchema, value) }}
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                type="email"
                label={t('request.email')}
                autoComplete="email"
                required
                fullWidth
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message && t(`validation:${fieldState.error.message}`)}
              />
            )}
          />
        ) : (
          <Controller
            key="phone"
            name="phone"
            control={control}
            rules={{ validate: (value, all) => all.method !== 'phone' || check(PhoneSchema, value) }}
            render={({ field: { ref, ...field }, fieldState }) => (
              <PhoneField
                {...field}
                inputRef={ref}
                label={t('request.phone')}
                required
                fullWidth
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message && t(`validation:${fieldState.error.message}`)}
              />
            )}
          />
        )}
        <Controller
          name="mode"
          control={control}
          render={({ field }) => (
            <FormControl>
              <FormLabel id="restore-mode-label">{t('request.variant')}</FormLabel>
              <RadioGroup {...field} aria-labelledby="restore-mode-label">
                <FormControlLabel value="code" control={<Radio />} label={t('request.sendCode')} />
                <FormControlLabel
                  value="password"
                  control={<Radio />}
                  label={t(method === 'email' ? 'request.sendPasswordEmail' : 'request.sendPasswordCall')}
                />
              </RadioGroup>
            </FormControl>
          )}
        />
        <Button type="submit" variant="contained" size="large" loading={send.isPending} fullWidth>
          {t('request.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
