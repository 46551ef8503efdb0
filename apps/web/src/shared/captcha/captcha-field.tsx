import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslation } from 'react-i18next';
import { fetchCaptcha, type CaptchaChallenge } from './get-captcha';

type CaptchaFieldProps = {
  image: string;
  onChallengeChange: (challenge: CaptchaChallenge) => void;
  /** The code input, wired by the form. */
  input: TextFieldProps;
};

/**
 * The captcha a login asks for after several failed attempts (drivers', companies' and
 * operators' forms): the image, another one, the code. Needs the `forms` namespace.
 */
export function CaptchaField({ image, onChallengeChange, input }: CaptchaFieldProps) {
  const { t } = useTranslation('forms');
  const [loading, setLoading] = useState(false);
  const refresh = () => {
    setLoading(true);
    fetchCaptcha()
      .then((next) => next.captcha && onChallengeChange(next))
      // Keeping the old picture is the best we can do; the next login attempt brings a new one.
      .catch(() => undefined)
      .finally(() => setLoading(false));
  };
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('captcha.hint')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <Box
          component="img"
          src={image}
          alt={t('captcha.alt')}
          sx={{
            height: 56,
            maxWidth: '100%',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: '#fff',
          }}
        />
        <Button size="small" startIcon={<RefreshIcon />} onClick={refresh} loading={loading}>
          {t('captcha.refresh')}
        </Button>
      </Box>
      <TextField
        {...input}
        label={t('captcha.label')}
        // It appears after a refused attempt: the next thing to type is the code.
        autoFocus
        fullWidth
        slotProps={{ htmlInput: { autoComplete: 'off', autoCapitalize: 'off', spellCheck: false } }}
      />
    </Box>
  );
}
