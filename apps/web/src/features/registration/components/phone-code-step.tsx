import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CALL_CODE_LENGTH,
  CODE_LENGTH,
  formatPhone,
  normalizePhone,
  RESEND_COUNTDOWN_SECONDS,
} from '@parking/domain/accounts/account-rules';
import { errorNameOf } from '../../../shared/http/error-name';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { CodeForm } from '../../../shared/ui/code-form';
import { PageLoading } from '../../../shared/ui/page-loading';
import { ResendCountdown } from '../../../shared/ui/resend-countdown';
import { useConfirmPhone } from '../api/confirm-phone';
import { useConfirmationType } from '../api/get-confirmation-type';
import { useSendSmsCode } from '../api/send-sms-code';
import { loadDraft, saveDraft } from '../lib/registration-draft';
import { useFinishRegistration } from '../lib/use-finish-registration';

/**
 * Registration step 3: the phone code, by SMS (6 digits) or by a call whose last 4 digits are
 * the code, per the server's confirmation type. Success stores the token and clears the draft.
 */
export function PhoneCodeStep({ salt, code }: { salt: string; code?: string }) {
  const { t } = useTranslation(['registration', 'errors', 'forms']);
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(loadDraft);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const typeQuery = useConfirmationType();
  const confirm = useConfirmPhone();
  const resend = useSendSmsCode();
  const finish = useFinishRegistration();
  const fail = (e: unknown) => setError(t(`errors:${errorNameOf(e)}`));

  const loadedType = typeQuery.data;
  useEffect(() => {
    if (loadedType && loadDraft()) setDraft(saveDraft({ confirmationType: loadedType }));
  }, [loadedType]);
  // The remembered type paints at once after a reload; an unreachable setting means SMS.
  const type = loadedType ?? draft?.confirmationType ?? (typeQuery.isError ? 'SMS' : undefined);
  if (!type) return <PageLoading />;
  const isCall = type === 'Call';

  const submit = (value: string) => {
    setError(null);
    confirm.mutate(
      { salt, code: value },
      {
        onSuccess: finish,
        onError: fail,
      },
    );
  };

  const resendCode = () => {
    if (!draft?.phone) return;
    setError(null);
    setNotice(null);
    resend.mutate(
      { phone: normalizePhone(draft.phone), salt, isReply: true },
      {
        onSuccess: (phoneSalt) => {
          setDraft(saveDraft({ phoneSalt, codeSentAt: Date.now() }));
          setNotice(t('forms:resend.sent'));
          if (phoneSalt && phoneSalt !== salt) {
            void navigate(to(`/registration/confirmation/phone/${phoneSalt}`), { replace: true });
          }
        },
        onError: fail,
      },
    );
  };

  const phone = draft?.phone ? formatPhone(normalizePhone(draft.phone)) : null;
  return (
    <Stack spacing={2.5}>
      {phone ? (
        <Typography>{t(isCall ? 'phone.sentCall' : 'phone.sentSms', { phone })}</Typography>
      ) : (
        <Typography>{t('phone.noDraft')}</Typography>
      )}
      <CodeForm
        length={isCall ? CALL_CODE_LENGTH : CODE_LENGTH}
        label={t(isCall ? 'phone.codeCall' : 'phone.codeSms')}
        submitLabel={t('phone.submit')}
        initialCode={code}
        pending={confirm.isPending}
        error={error}
        onSubmit={submit}
      >
        {phone ? (
          <ResendCountdown
            availableAt={draft?.codeSentAt ? draft.codeSentAt + RESEND_COUNTDOWN_SECONDS * 1000 : null}
            onResend={resendCode}
            pending={resend.isPending}
          />
        ) : (
          <Button variant="outlined" component={RouterLink} to={to('/registration')}>
            {t('email.restart')}
          </Button>
        )}
        <Typography role="status" variant="body2" color="success.main">
          {notice}
        </Typography>
      </CodeForm>
    </Stack>
  );
}
