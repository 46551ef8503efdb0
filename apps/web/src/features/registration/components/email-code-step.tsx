import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CODE_LENGTH,
  normalizePhone,
  RESEND_COUNTDOWN_SECONDS,
} from '@parking/domain/accounts/account-rules';
import { errorNameOf } from '../../../shared/http/error-name';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { CodeForm } from '../../../shared/ui/code-form';
import { ResendCountdown } from '../../../shared/ui/resend-countdown';
import { useConfirmEmail } from '../api/confirm-email';
import { useSendEmailCode } from '../api/send-email-code';
import { useSendSmsCode } from '../api/send-sms-code';
import { loadDraft, saveDraft } from '../lib/registration-draft';
import { useFinishRegistration } from '../lib/use-finish-registration';

/**
 * Registration step 2: the e-mail code (typed, or from the e-mail's link), then the phone code
 * is sent and step 3 opens. If sending the SMS fails after the e-mail was accepted, the step
 * offers to send it again instead of asking for the (already used) e-mail code.
 */
export function EmailCodeStep({ salt, code }: { salt: string; code?: string }) {
  const { t } = useTranslation(['registration', 'errors', 'forms']);
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(loadDraft);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const confirm = useConfirmEmail();
  const resend = useSendEmailCode();
  const sendSms = useSendSmsCode();
  const finish = useFinishRegistration();
  const fail = (e: unknown) => setError(t(`errors:${errorNameOf(e)}`));

  const sendPhoneCode = () => {
    const phone = loadDraft()?.phone;
    if (!phone) return;
    setError(null);
    sendSms.mutate(
      { phone: normalizePhone(phone), salt, isReply: false },
      {
        onSuccess: (phoneSalt) => {
          saveDraft({ phoneSalt, codeSentAt: Date.now() });
          void navigate(to(`/registration/confirmation/phone/${phoneSalt}`));
        },
        onError: fail,
      },
    );
  };

  const submit = (value: string) => {
    setError(null);
    confirm.mutate(
      { salt, code: value },
      {
        onSuccess: (token) => {
          // The phone was confirmed first: this code finished the registration.
          if (token) return finish(token);
          setDraft(saveDraft({ emailConfirmedSalt: salt }));
          sendPhoneCode();
        },
        onError: fail,
      },
    );
  };

  const resendCode = () => {
    if (!draft?.email) return;
    setError(null);
    setNotice(null);
    resend.mutate(
      { email: draft.email.trim().toLowerCase(), salt },
      {
        onSuccess: (emailSalt) => {
          setDraft(saveDraft({ emailSalt, codeSentAt: Date.now() }));
          setNotice(t('forms:resend.sent'));
          if (emailSalt && emailSalt !== salt) {
            void navigate(to(`/registration/confirmation/email/${emailSalt}`), { replace: true });
          }
        },
        onError: fail,
      },
    );
  };

  if (draft?.emailConfirmedSalt === salt) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">{t('email.confirmed')}</Alert>
        {error && <Alert severity="error">{error}</Alert>}
        {draft.phone ? (
          <Button variant="contained" size="large" onClick={sendPhoneCode} loading={sendSms.isPending}>
            {t('email.sendPhoneCode')}
          </Button>
        ) : (
          <>
            <Typography>{t('email.noDraft')}</Typography>
            <Button variant="outlined" component={RouterLink} to={to('/registration')}>
              {t('email.restart')}
            </Button>
          </>
        )}
      </Stack>
    );
  }

  return (
    <Stack spacing={2.5}>
      <Typography>
        {draft?.email ? t('email.sent', { email: draft.email }) : t('email.sentUnknown')}
      </Typography>
      <CodeForm
        length={CODE_LENGTH}
        label={t('email.code')}
        submitLabel={t('email.submit')}
        initialCode={code}
        pending={confirm.isPending || sendSms.isPending}
        error={error}
        onSubmit={submit}
      >
        {draft?.email && (
          <ResendCountdown
            availableAt={draft.codeSentAt ? draft.codeSentAt + RESEND_COUNTDOWN_SECONDS * 1000 : null}
            onResend={resendCode}
            pending={resend.isPending}
          />
        )}
        <Typography role="status" variant="body2" color="success.main">
          {notice}
        </Typography>
      </CodeForm>
    </Stack>
  );
}
