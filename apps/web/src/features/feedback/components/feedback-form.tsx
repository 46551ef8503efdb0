import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AppealRegistrationRequestSchema,
  FEEDBACK_SUCCESS_HIDE_MS,
  type AppealRegistrationRequest,
} from '@parking/domain/feedback/appeal-contracts';
import { ApiError } from '../../../shared/http/api-error';
import { errorNameOf } from '../../../shared/http/error-name';
import { appealsKey } from '../api/get-appeals';
import { registerAppeal } from '../api/register-appeal';

export type FeedbackFormValues = { phone: string; email: string; idSubject: string; message: string };
type Parsed = { phone: string; email: string; idSubject: string; message: string };

// One schema for this form and the route (packages/domain/src/feedback); messages are error names.
const resolver = zodResolver(AppealRegistrationRequestSchema) as unknown as Resolver<
  FeedbackFormValues,
  unknown,
  Parsed
>;
const FIELDS = ['phone', 'email', 'idSubject', 'message'] as const;

type Props = {
  topics: { label: string; code: string }[];
  defaults: FeedbackFormValues;
  onSent?: (idAppeal: number) => void;
};

/**
 * The feedback form (document 2 §3, §4, §5): phone and e-mail by the seeds' rules, an optional
 * topic from the settings, the message trimmed; checked on submit only. A refusal shows its
 * error; success shows the server's userMessage for 8 s and clears the form.
 */
export function FeedbackForm({ topics, defaults, onSent }: Props) {
  const { t } = useTranslation(['feedback', 'errors']);
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const { control, handleSubmit, reset, setError } = useForm<FeedbackFormValues, unknown, Parsed>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: defaults,
  });
  const register = useMutation({ mutationFn: registerAppeal });

  useEffect(() => {
    if (notice?.severity !== 'success') return;
    const timer = window.setTimeout(() => setNotice(null), FEEDBACK_SUCCESS_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const submit = handleSubmit((values: AppealRegistrationRequest) => {
    setNotice(null);
    register.mutate(values, {
      onSuccess: ({ userMessage, idAppeal }) => {
        setNotice({ severity: 'success', text: userMessage });
        reset({ ...defaults, message: '', idSubject: '' });
        void queryClient.invalidateQueries({ queryKey: appealsKey() });
        onSent?.(idAppeal);
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
        const named = FIELDS.filter((f) => fields[f]);
        named.forEach((f) => setError(f, { message: fields[f] }));
        if (named.length === 0) {
          const name = errorNameOf(error);
          setNotice({
            severity: 'error',
            text: t(`errors:${name}`, { defaultValue: t('errors:UnknownError') }),
          });
        }
      },
    });
  });

  const text = (message?: string) =>
    message ? t(`errors:${message}`, { defaultValue: message }) : undefined;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('form.title')}>
      <Stack spacing={2}>
        {notice && (
          <Alert severity={notice.severity} onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Controller
            name="phone"
            control={control}
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                type="tel"
                label={t('form.phone')}
                placeholder={t('form.phonePlaceholder')}
                autoComplete="tel"
                fullWidth
                error={Boolean(fieldState.error)}
                helperText={text(fieldState.error?.message)}
              />
            )}
          />
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
                error={Boolean(fieldState.error)}
                helperText={text(fieldState.error?.message)}
              />
            )}
          />
        </Stack>
        {topics.length > 0 && (
          <Controller
            name="idSubject"
            control={control}
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                select
                label={t('form.topic')}
                fullWidth
                error={Boolean(fieldState.error)}
                helperText={text(fieldState.error?.message)}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">{t('form.noTopic')}</MenuItem>
                {topics
                  .filter((topic) => topic.code !== '')
                  .map((topic) => (
                    <MenuItem key={topic.code} value={topic.code}>
                      {topic.label}
                    </MenuItem>
                  ))}
              </TextField>
            )}
          />
        )}
        <Controller
          name="message"
          control={control}
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              label={t('form.message')}
              required
              multiline
              minRows={4}
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={text(fieldState.error?.message)}
            />
          )}
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            loading={register.isPending}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {t('form.send')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
