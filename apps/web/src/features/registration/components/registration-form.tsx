import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/http/api-error';
import { errorNameOf } from '../../../shared/http/error-name';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { openModal } from '../../../shared/modals/modal-store';
import { useSettingsFlags } from '../../../shared/options/api/get-settings-flags';
import { PasswordField } from '../../../shared/ui/password-field';
import { PhoneField } from '../../../shared/ui/phone-field';
import { useEmailTaken } from '../api/check-email';
import { usePhoneTaken } from '../api/check-phone';
import { useRegister } from '../api/register';
import { EMPTY_DRAFT, loadDraft, saveDraft } from '../lib/registration-draft';
import { registrationResolver, type FormOutput, type FormValues } from '../lib/registration-resolver';
import { AgreementField } from './agreement-field';

const TAKEN_EMAIL = ['EmailExists', 'UserExists'];
const TAKEN_PHONE = ['PhoneExists', 'DoublePhone', 'PhoneEmpty'];
const FIELDS: (keyof FormValues)[] = [
  'lastname',
  'firstname',
  'middlename',
  'email',
  'phone',
  'pass',
  'passRepeat',
];

/** Registration step 1 (document 1, sections 2 and 5): the driver's details and password. */
export function RegistrationForm() {
  const { t } = useTranslation(['registration', 'validation', 'errors']);
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const settings = useSettingsFlags().data;
  const [draft] = useState(loadDraft);
  const [formError, setFormError] = useState<string | null>(null);
  const registration = useRegister();
  const { control, handleSubmit, setError, watch } = useForm<FormValues, unknown, FormOutput>({
    resolver: registrationResolver,
    mode: 'onTouched',
    defaultValues: {
      ...EMPTY_DRAFT,
      ...(draft && {
        lastname: draft.lastname,
        firstname: draft.firstname,
        middlename: draft.middlename,
        email: draft.email,
        phone: draft.phone,
      }),
      pass: '',
      passRepeat: '',
      agreement: false,
    },
  });
  const emailTaken = useEmailTaken(useWatch({ control, name: 'email' }));
  const phoneTaken = usePhoneTaken(useWatch({ control, name: 'phone' }));

  // The draft follows the typing, so a reload keeps what was entered (never the password).
  useEffect(() => {
    const subscription = watch((v) =>
      saveDraft({
        lastname: v.lastname ?? '',
        firstname: v.firstname ?? '',
        middlename: v.middlename ?? '',
        email: v.email ?? '',
        phone: v.phone ?? '',
      }),
    );
    return () => subscription.unsubscribe();
  }, [watch]);

  const text = (message?: string) =>
    message
      ? t(message.includes(':') ? message : `validation:${message}`, { defaultValue: message })
      : undefined;

  const submit = handleSubmit((values) => {
    if (emailTaken) return setError('email', { message: `errors:${emailTaken}` }, { shouldFocus: true });
    if (phoneTaken) return setError('phone', { message: `errors:${phoneTaken}` }, { shouldFocus: true });
    setFormError(null);
    const { firstname, lastname, middlename, pass, email, phone } = values;
    registration.mutate(
      { firstname, lastname, middlename, pass, email, phone },
      {
        onSuccess: (emailSalt) => {
          saveDraft({
            emailSalt,
            emailConfirmedSalt: undefined,
            phoneSalt: undefined,
            codeSentAt: Date.now(),
          });
          void navigate(to(`/registration/confirmation/email/${emailSalt}`));
        },
        onError: (error) => {
          const name = errorNameOf(error);
          const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
          if (TAKEN_EMAIL.includes(name))
            setError('email', { message: `errors:${name}` }, { shouldFocus: true });
          else if (TAKEN_PHONE.includes(name))
            setError('phone', { message: `errors:${name}` }, { shouldFocus: true });
          else if (FIELDS.some((field) => fields[field]))
            FIELDS.forEach((field) => fields[field] && setError(field, { message: fields[field] }));
          else setFormError(`errors:${name}`);
        },
      },
    );
  });

  const personalDataPath = settings?.personalDataPage?.path ?? '/pages/personal-data';
  const personalDataHref = /^https?:/.test(personalDataPath)
    ? personalDataPath
    : to(personalDataPath.startsWith('/') ? personalDataPath : `/pages/${personalDataPath}`);
  const unfinished = draft?.emailSalt
    ? draft.phoneSalt
      ? `/registration/confirmation/phone/${draft.phoneSalt}`
      : `/registration/confirmation/email/${draft.emailSalt}`
    : null;

  const textField = (
    name: 'lastname' | 'firstname' | 'middlename',
    autoComplete: string,
    required = true,
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...field}
          inputRef={ref}
          label={t(`form.${name}`)}
          autoComplete={autoComplete}
          required={required}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={text(fieldState.error?.message)}
        />
      )}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('steps.form')}>
      <Stack spacing={2.5}>
        {unfinished && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" component={RouterLink} to={to(unfinished)}>
                {t('form.continue')}
              </Button>
            }
          >
            {t('form.unfinished')}
          </Alert>
        )}
        {formError && <Alert severity="error">{t(formError)}</Alert>}
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {textField('lastname', 'family-name')}
          {textField('firstname', 'given-name')}
        </Box>
        {textField('middlename', 'additional-name', false)}
        <Controller
          name="email"
          control={control}
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              type="email"
              label={t('form.email')}
              autoComplete="email"
              required
              fullWidth
              error={Boolean(fieldState.error || emailTaken)}
              helperText={
                text(fieldState.error?.message) ?? (emailTaken ? t(`errors:${emailTaken}`) : undefined)
              }
            />
          )}
        />
        <Controller
          name="phone"
          control={control}
          render={({ field: { ref, ...field }, fieldState }) => (
            <PhoneField
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={ref}
              label={t('form.phone')}
              required
              fullWidth
              error={Boolean(fieldState.error || phoneTaken)}
              helperText={
                text(fieldState.error?.message) ?? (phoneTaken ? t(`errors:${phoneTaken}`) : undefined)
              }
            />
          )}
        />
        {(['pass', 'passRepeat'] as const).map((name) => (
          <Controller
            key={name}
            name={name}
            control={control}
            render={({ field: { ref, ...field }, fieldState }) => (
              <PasswordField
                {...field}
                inputRef={ref}
                label={t(`form.${name}`)}
                autoComplete="new-password"
                required
                fullWidth
                error={Boolean(fieldState.error)}
                helperText={
                  text(fieldState.error?.message) ?? (name === 'pass' ? t('form.passHint') : undefined)
                }
              />
            )}
          />
        ))}
        <Controller
          name="agreement"
          control={control}
          render={({ field: { ref, ...field }, fieldState }) => (
            <AgreementField
              {...field}
              inputRef={ref}
              href={personalDataHref}
              error={text(fieldState.error?.message)}
            />
          )}
        />
        <Button type="submit" variant="contained" size="large" loading={registration.isPending} fullWidth>
          {t('form.submit')}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t('form.haveAccount')}{' '}
          <Link component="button" type="button" onClick={() => openModal({ kind: 'login' })}>
            {t('form.login')}
          </Link>
        </Typography>
      </Stack>
    </Box>
  );
}
