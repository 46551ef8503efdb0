import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCountdown } from './use-countdown';

type ResendCountdownProps = {
  /** When a new code may be asked for (epoch ms); null: right away. */
  availableAt: number | null;
  onResend: () => void;
  pending?: boolean;
  /** Other ways to get a code (a call instead of an SMS), offered once the wait is over. */
  alternatives?: ReactNode;
  /** Texts for something other than a code (a new password): the wait, then the link. */
  texts?: { wait: (seconds: number) => string; action: string };
};

/**
 * "Send the code again in N seconds", then the link (document 1, section 4: resend countdown).
 * Needs the `forms` namespace.
 */
export function ResendCountdown({
  availableAt,
  onResend,
  pending = false,
  alternatives,
  texts,
}: ResendCountdownProps) {
  const { t } = useTranslation('forms');
  const left = useCountdown(availableAt);
  if (left > 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="resend-wait">
        {texts ? texts.wait(left) : t('resend.wait', { count: left })}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, alignItems: 'center' }}>
      <Button variant="text" onClick={onResend} loading={pending} sx={{ px: 0.5, ml: -0.5 }}>
        {texts ? texts.action : t('resend.action')}
      </Button>
      {alternatives}
    </Box>
  );
}
