import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { errorNameOf } from '../../../shared/http/error-name';
import { PasswordField } from '../../../shared/ui/password-field';
import { changePassword } from '../api/change-password';
import { useProfileMutation } from '../api/profile-mutation';
import { passwordProblems, type PasswordForm } from '../lib/profile-validation';

/** Change password: old, new, repeat; a wrong old one is the server's CurrentPasswordIncorrect. */
export function PasswordStep({ onDone, onAbort }: { onDone: () => void; onAbort: () => void }) {
  const { t } = useTranslation(['profile', 'validation', 'errors']);
  const [form, setForm] = useState<PasswordForm>({ currentpass: '', pass: '', passRepeat: '' });
  const [problems, setProblems] = useState<Partial<Record<keyof PasswordForm, string>>>({});
  const save = useProfileMutation(changePassword, false);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = passwordProblems(form);
    setProblems(found);
    if (Object.keys(found).length === 0)
      save.mutate({ pass: form.pass, currentpass: form.currentpass }, { onSuccess: onDone });
  };
  const field = (name: keyof PasswordForm, autoComplete: string) => (
    <PasswordField
      label={t(`password.${name}`)}
      value={form[name]}
      onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      required
      fullWidth
      autoComplete={autoComplete}
      error={Boolean(problems[name])}
      helperText={problems[name] ? t(problems[name]!) : undefined}
    />
  );
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        {save.error != null && <Alert severity="error">{t(`errors:${errorNameOf(save.error)}`)}</Alert>}
        {field('currentpass', 'current-password')}
        {field('pass', 'new-password')}
        {field('passRepeat', 'new-password')}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onAbort}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('actions.save')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
