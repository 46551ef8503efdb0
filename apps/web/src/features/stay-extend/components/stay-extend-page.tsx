import Alert from '@mui/material/Alert';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorNameOf } from '../../../shared/http/error-name';
import { newIdempotencyKey } from '../../../shared/payments/api/payment-types';
import { ErrorPanel } from '../../../shared/ui/error-panel';
import { PageContainer } from '../../../shared/ui/page-container';
import { PageLoading } from '../../../shared/ui/page-loading';
import { postExtend, reminderStayKey, useReminderStay } from '../api/reminder-stay';
import { goToBank } from '../../../shared/payments/go-to-bank';
import { stayTimeFormatter } from '../lib/stay-time';
import { ExtendForm } from './extend-form';
import { LinkEndedPanel } from './link-ended-panel';
import { StaySummary } from './stay-summary';

/** The errors that mean the link can no longer extend anything. */
const LINK_ENDED = ['ReminderLinkExpired', 'ReminderLinkInvalid'];

/**
 * /extend/:token (issue 23): the one-tap link of a reminder. No login: the signed token can only
 * show and extend its own stay. One idempotency key per page load, kept for retries, so a second
 * tap after a lost answer never pays twice; a new one only after an extension succeeded.
 */
export function StayExtendPage() {
  const { token = '' } = useParams();
  const { t, i18n } = useTranslation(['stay-extend', 'errors']);
  const queryClient = useQueryClient();
  const query = useReminderStay(token);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [extendedTo, setExtendedTo] = useState<string | null>(null);
  const extend = useMutation({
    mutationFn: (duration: number) => postExtend(token, { duration, idempotencyKey }),
    onSuccess: (answer) => {
      if (answer.RedirectURL) {
        goToBank(answer.RedirectURL);
        return;
      }
      setExtendedTo(answer.result?.endDate ?? null);
      setIdempotencyKey(newIdempotencyKey());
      void queryClient.invalidateQueries({ queryKey: reminderStayKey(token) });
    },
  });

  const linkError = [query.error, extend.error].map(errorNameOf).find((name) => LINK_ENDED.includes(name));
  let body;
  if (linkError) body = <LinkEndedPanel expired={linkError === 'ReminderLinkExpired'} />;
  else if (query.isPending) body = <PageLoading />;
  else if (query.isError)
    body = (
      <ErrorPanel error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  else {
    const { stay, durations, balance } = query.data;
    const time = stayTimeFormatter(i18n.language, stay.timeZone);
    body = (
      <>
        {extendedTo && (
          <Alert severity="success" role="status" sx={{ mb: 2, fontSize: '1.1rem' }}>
            {t('extend.done', { time: time(extendedTo) })}
          </Alert>
        )}
        <StaySummary stay={stay} />
        {extend.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t(`errors:${errorNameOf(extend.error)}`, { defaultValue: t('errors:UnknownError') })}
          </Alert>
        )}
        <ExtendForm
          durations={durations}
          balance={balance}
          pending={extend.isPending}
          onExtend={(duration) => extend.mutate(duration)}
        />
      </>
    );
  }
  return (
    <PageContainer title={t('title')} maxWidth="sm">
      {body}
    </PageContainer>
  );
}
