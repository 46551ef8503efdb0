import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorNameOf } from '../../../shared/http/error-name';
import { getCardPayment } from '../../../shared/payments/api/get-card-payment';
import { moneyText } from '../../../shared/payments/money-text';
import { profileQueryOptions } from '../../../shared/profile/api/get-profile';

// The bank's webhook usually lands within seconds; after this long the notice stops asking.
const POLL_MS = 2000;
const GIVE_UP_MS = 2 * 60_000;

/**
 * Back from the bank's pay page at `<page>?payment=<id>&status=...`: the money counts only once
 * the bank has confirmed it (webhook), so this asks the payment's state until it is settled,
 * says so, and reloads the profile (balance, sessions) once it is paid. The /payment widget
 * page handles its own return.
 */
export function PaymentReturnNotice() {
  const { t } = useTranslation('header-parking');
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [query, setQuery] = useSearchParams();
  const paymentId = query.get('payment');
  const active = Boolean(paymentId) && !/\/payment\/?$/.test(pathname);
  const since = useRef(Date.now());
  const payment = useQuery({
    queryKey: ['header-parking', 'card-payment', paymentId],
    queryFn: ({ signal }) => getCardPayment(paymentId!, signal),
    enabled: active,
    retry: 2,
    refetchInterval: (q) =>
      q.state.data?.status === 'pending' && Date.now() - since.current < GIVE_UP_MS ? POLL_MS : false,
  });
  const status = payment.data?.status;
  useEffect(() => {
    if (status === 'succeeded')
      void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
  }, [status, queryClient]);
  if (!active) return null;

  const dismiss = () =>
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('payment');
        next.delete('status');
        return next;
      },
      { replace: true },
    );
  const info = payment.data;
  const [severity, text] =
    info?.status === 'succeeded'
      ? [
          'success' as const,
          info.bonus
            ? t('payment.paidBonus', { amount: moneyText(t, info.amount), bonus: moneyText(t, info.bonus) })
            : t('payment.paid', { amount: moneyText(t, info.amount) }),
        ]
      : info && info.status !== 'pending'
        ? ['error' as const, t('payment.failed')]
        : payment.isError
          ? ['error' as const, t(`errors:${errorNameOf(payment.error)}`)]
          : ['info' as const, t('payment.waiting')];

  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity={severity}
        variant="filled"
        onClose={dismiss}
        closeText={t('payment.close')}
        sx={{ width: '100%' }}
      >
        {text}
      </Alert>
    </Snackbar>
  );
}
