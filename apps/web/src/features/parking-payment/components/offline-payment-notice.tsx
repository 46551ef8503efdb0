import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorNameOf } from '../../../shared/http/error-name';
import { openModal } from '../../../shared/modals/modal-store';
import { isNetworkFailure } from '../../../shared/offline/connection-state';
import {
  cancelQueuedPayment,
  flushQueuedPayments,
  emptyQueueSnapshot,
  queueSnapshot,
  QUEUED_PAYMENT_MAX_AGE_MS,
  subscribeToQueue,
  type FlushOutcome,
  type QueuedPayment,
} from '../../../shared/offline/payment-queue';
import { goToBank } from '../../../shared/payments/go-to-bank';
import { sendQueuedPayment } from '../lib/use-roadside-submit';

/** While a payment waits, the queue is tried this often too: `online` is not always fired. */
const RETRY_MS = 10_000;

const vehicleOf = (payment: QueuedPayment): string => {
  const body = payment.body as { Vehicle?: { Number?: string }; order?: { Vehicle?: { Number?: string } } };
  return body.Vehicle?.Number ?? body.order?.Vehicle?.Number ?? '';
};

/**
 * The roadside form's payment kept offline (issue 23): "not sent yet" with Cancel while it waits,
 * sent once when the connection is back (then the usual result), or "not sent" when it waited
 * more than 15 minutes or the server refused it.
 */
export function OfflinePaymentNotice() {
  const { t, i18n } = useTranslation(['offline', 'parking-payment', 'errors']);
  const queryClient = useQueryClient();
  const queued = useSyncExternalStore(subscribeToQueue, queueSnapshot, emptyQueueSnapshot);
  const [endings, setEndings] = useState<FlushOutcome[]>([]);
  const [busyCancel, setBusyCancel] = useState(false);
  const flushing = useRef(false);

  const report = useCallback(
    (outcome: FlushOutcome) => {
      if (outcome.result !== 'sent') return setEndings((shown) => [...shown, outcome]);
      const answer = outcome.answer as { RedirectURL?: string | null } | undefined;
      if (answer?.RedirectURL) return goToBank(answer.RedirectURL);
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
      const key = outcome.payment.kind === 'startV2' ? 'notify.started' : 'notify.paid';
      openModal({
        kind: 'simple',
        title: t('parking-payment:notify.title'),
        message: t(`parking-payment:${key}`),
      });
    },
    [queryClient, t],
  );

  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      const outcomes = await flushQueuedPayments({ send: sendQueuedPayment, isNetworkFailure });
      outcomes.forEach(report);
    } finally {
      flushing.current = false;
    }
  }, [report]);

  const waiting = queued.length > 0;
  useEffect(() => {
    if (!waiting) return;
    // after a reload too: what waited is sent (or found too old) as soon as the form is back
    if (navigator.onLine) void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    const timer = setInterval(() => {
      if (navigator.onLine) void flush();
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', online);
      clearInterval(timer);
    };
  }, [waiting, flush]);

  const time = (at: number) =>
    new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(at);

  if (!waiting && endings.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {queued.map((payment) => (
        <Alert
          key={payment.key}
          severity="warning"
          role="status"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => setBusyCancel(!cancelQueuedPayment(payment.key))}
            >
              {t('queued.cancel')}
            </Button>
          }
        >
          <AlertTitle>{t('queued.title')}</AlertTitle>
          {t('queued.text', {
            vehicle: vehicleOf(payment),
            deadline: time(payment.queuedAt + QUEUED_PAYMENT_MAX_AGE_MS),
          })}
          {busyCancel && <div>{t('queued.cancelBusy')}</div>}
        </Alert>
      ))}
      {endings.map((ending) => (
        <Alert
          key={ending.payment.key}
          severity="error"
          role="alert"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => setEndings((shown) => shown.filter((e) => e !== ending))}
            >
              {t('queued.dismiss')}
            </Button>
          }
        >
          {ending.result === 'expired'
            ? t('queued.expired', { vehicle: vehicleOf(ending.payment) })
            : t('queued.failed', {
                vehicle: vehicleOf(ending.payment),
                reason: t(`errors:${errorNameOf(ending.result === 'failed' ? ending.error : null)}`, {
                  defaultValue: t('errors:UnknownError'),
                }),
              })}
        </Alert>
      ))}
    </Stack>
  );
}
