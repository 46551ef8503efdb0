import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EmailEditing } from '@parking/domain/contracts/settings-flags';
import { useTranslation } from 'react-i18next';
import { errorNameOf } from '../../../shared/http/error-name';
import type { Profile } from '../../../shared/profile/api/get-profile';
import { changeProfile } from '../api/change-profile';
import { useProfileMutation } from '../api/profile-mutation';
import { changedFields, type ProfileNames } from '../lib/changed-fields';
import type { ProfileStep } from '../lib/profile-steps';
import { namesProblems } from '../lib/profile-validation';

type MainStepProps = {
  profile: Profile;
  /**
   * The city's e-mail editing (document 2 §2): 'readonly' shows the change disabled with a note,
   * 'hidden' leaves it out.
   */
  emailEditing: EmailEditing;
  /** What the step left just did (a password changed), shown on top. */
  notice?: string | null;
  onStep: (step: Exclude<ProfileStep, 'main'>) => void;
  onDone: () => void;
};

const namesOf = (profile: Profile): ProfileNames => ({
  firstname: profile.firstName ?? '',
  lastname: profile.lastName ?? '',
  middlename: profile.middleName ?? '',
});

/** The main step: names (saved as only the changed fields), and the ways to the other steps. */
export function MainStep({ profile, emailEditing, notice, onStep, onDone }: MainStepProps) {
  const { t } = useTranslation(['profile', 'validation', 'errors']);
  const initial = namesOf(profile);
  const [names, setNames] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<keyof ProfileNames, string>>>({});
  const save = useProfileMutation(changeProfile);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = namesProblems(names);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const changes = changedFields(initial, names);
    if (Object.keys(changes).length === 0) onDone();
    else save.mutate(changes, { onSuccess: onDone });
  };
  const field = (name: keyof ProfileNames, required: boolean) => (
    <TextField
      label={t(`main.${name}`)}
      value={names[name]}
      onChange={(e) => setNames({ ...names, [name]: e.target.value })}
      required={required}
      fullWidth
      error={Boolean(problems[name])}
      helperText={problems[name] ? t(problems[name]!) : undefined}
    />
  );
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        {notice && (
          <Alert severity="success" role="status">
            {notice}
          </Alert>
        )}
        {save.error != null && <Alert severity="error">{t(`errors:${errorNameOf(save.error)}`)}</Alert>}
        {field('lastname', true)}
        {field('firstname', true)}
        {field('middlename', false)}
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('main.email')}
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{profile.email || t('main.noEmail')}</Typography>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {emailEditing !== 'hidden' && (
            <Button
              variant="outlined"
              disabled={emailEditing === 'readonly'}
              aria-describedby={emailEditing === 'readonly' ? 'email-readonly-note' : undefined}
              onClick={() => onStep('email')}
            >
              {t('steps.email')}
            </Button>
          )}
          <Button variant="outlined" onClick={() => onStep('phone')}>
            {t('steps.phone')}
          </Button>
          <Button variant="outlined" onClick={() => onStep('password')}>
            {t('steps.password')}
          </Button>
        </Stack>
        {emailEditing === 'readonly' && (
          <Typography id="email-readonly-note" variant="caption" color="text.secondary">
            {t('main.emailReadonly')}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onDone}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('actions.save')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
