import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CALL_CODE_LENGTH,
  CODE_LENGTH,
  formatPhone,
  RESEND_COUNTDOWN_SECONDS,
} from '@parking/domain/accounts/account-rules';
import { errorNameOf } from '../../../shared/http/error-name';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { CodeForm } from '../../../shared/ui/code-form';
import { ResendCountdown } from '../../../shared/ui/resend-countdown';
import { useCheckRestoreCode } from '../api/check-restore-code';
import { useSendRestore, type RestoreChannel } from '../api/send-restore';
import { loadRestoreDraft, saveRestoreDraft } from '../lib/restore-draft';

/**
 * Restore step 2: the code (6 digits; the last 4 digits of the calling number for a call), a
 * resend after the wait and, for phones, the other channel (a call instead of an SMS or back).
 */
export function RestoreCodeStep({ salt }: { salt: string }) {
  const { t } = useTranslation(['restore-password', 'errors', 'forms']);
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(() => loadRestoreDraft(salt));
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const checkCode = useCheckRestoreCode();
  const send = useSendRestore();
  const fail = (e: unknown) => setError(t(`errors:${errorNameOf(e)}`));

  const submit = (code: string) => {
    setError(null);
    checkCode.mutate(
      { salt, code },
      {
        onSuccess: () => {
          if (draft) saveRestoreDraft({ ...draft, code });
          // The code also rides in the history entry, in case storage is unavailable.
          void navigate(to(`/restore-password/password/${salt}`), { state: { code } });
        },
        onError: fail,
      },
    );
  };

  const resend = (channel: RestoreChannel) => {
    if (!draft) return;
    setError(null);
    setNotice(null);
    send.mutate(
      { target: draft.target, mode: 'code', channel },
      {
        onSuccess: (newSalt) => {
          setDraft(saveRestoreDraft({ salt: newSalt, target: draft.target, channel, sentAt: Date.now() }));
          setNotice(t('forms:resend.sent'));
          if (newSalt !== salt) void navigate(to(`/restore-password/code/${newSalt}`), { replace: true });
        },
        onError: fail,
      },
    );
  };

  const isCall = draft?.channel === 'Call';
  const target = draft?.target;
  const intro = !target
    ? t('code.sentUnknown')
    : 'email' in target
      ? t('code.sentEmail', { email: target.email })
      : t(isCall ? 'code.sentCall' : 'code.sentSms', { phone: formatPhone(target.phone) });
  const label = target && 'email' in target ? 'code.labelEmail' : isCall ? 'code.labelCall' : 'code.labelSms';

  return (
    <Stack spacing={2.5}>
      <Typography>{intro}</Typography>
      <CodeForm
        // A switch between SMS and call changes the length: start the field afresh.
        key={draft?.channel}
        length={isCall ? CALL_CODE_LENGTH : CODE_LENGTH}
        label={t(label)}
        submitLabel={t('code.submit')}
        pending={checkCode.isPending}
        error={error}
        onSubmit={submit}
      >
        {draft && (
          <ResendCountdown
            availableAt={draft.sentAt + RESEND_COUNTDOWN_SECONDS * 1000}
            onResend={() => resend(draft.channel)}
            pending={send.isPending && send.variables?.channel === draft.channel}
            alternatives={
              'phone' in draft.target && (
                <Button
                  variant="text"
                  onClick={() => resend(isCall ? 'SMS' : 'Call')}
                  loading={send.isPending && send.variables?.channel !== draft.channel}
                  sx={{ px: 0.5, ml: -0.5 }}
                >
                  {t(isCall ? 'code.viaSms' : 'code.viaCall')}
                </Button>
              )
            }
          />
        )}
        <Typography role="status" variant="body2" color="success.main">
          {notice}
        </Typography>
      </CodeForm>
    </Stack>
  );
}
