import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPhone, RESEND_COUNTDOWN_SECONDS } from '@parking/domain/accounts/account-rules';
import { errorNameOf } from '../../../shared/http/error-name';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { openModal } from '../../../shared/modals/modal-store';
import { ResendCountdown } from '../../../shared/ui/resend-countdown';
import { useSendRestore, type RestoreChannel, type RestoreTarget } from '../api/send-restore';
import { saveRestoreDraft } from '../lib/restore-draft';

type Props = { target: RestoreTarget; channel: RestoreChannel; sentAt: number };

/**
 * A new password went out (by e-mail, or a call whose last 4 digits are it): where it went, the
 * login button and, after the wait, another try; a phone may take a code by SMS instead, as the
 * code step offers a call (document 1 §4: "a resend button appears after a wait").
 */
export function RestoreSent({ target, channel, sentAt: firstSentAt }: Props) {
  const { t } = useTranslation(['restore-password', 'errors']);
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const send = useSendRestore();
  const [sentAt, setSentAt] = useState(firstSentAt);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const byEmail = 'email' in target;

  const again = () => {
    setError(null);
    setNotice(null);
    send.mutate(
      { target, mode: 'password', channel },
      {
        onSuccess: () => {
          setSentAt(Date.now());
          setNotice(t(byEmail ? 'sent.againEmail' : 'sent.againCall'));
        },
        onError: (e) => setError(t(`errors:${errorNameOf(e)}`)),
      },
    );
  };
  const codeBySms = () => {
    setError(null);
    send.mutate(
      { target, mode: 'code', channel: 'SMS' },
      {
        onSuccess: (salt) => {
          saveRestoreDraft({ salt, target, channel: 'SMS', sentAt: Date.now() });
          void navigate(to(`/restore-password/code/${salt}`));
        },
        onError: (e) => setError(t(`errors:${errorNameOf(e)}`)),
      },
    );
  };

  return (
    <Stack spacing={2.5}>
      <Alert severity="success">
        {'email' in target
          ? t('sent.email', { email: target.email })
          : t('sent.call', { phone: formatPhone(target.phone) })}
      </Alert>
      {error && <Alert severity="error">{error}</Alert>}
      <ResendCountdown
        availableAt={sentAt + RESEND_COUNTDOWN_SECONDS * 1000}
        onResend={again}
        pending={send.isPending && send.variables?.mode === 'password'}
        texts={{
          wait: (count) => t(byEmail ? 'sent.waitEmail' : 'sent.waitCall', { count }),
          action: t(byEmail ? 'sent.resendEmail' : 'sent.resendCall'),
        }}
        alternatives={
          !byEmail && (
            <Button
              variant="text"
              onClick={codeBySms}
              loading={send.isPending && send.variables?.mode === 'code'}
              sx={{ px: 0.5, ml: -0.5 }}
            >
              {t('sent.codeBySms')}
            </Button>
          )
        }
      />
      <Typography role="status" variant="body2" color="success.main">
        {notice}
      </Typography>
      <Button variant="contained" size="large" onClick={() => openModal({ kind: 'login' })}>
        {t('sent.login')}
      </Button>
    </Stack>
  );
}
