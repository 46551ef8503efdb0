import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorNameOf } from '../../../shared/http/error-name';
import { moneyText } from '../../../shared/payments/money-text';
import { ReceiptLink } from '../../../shared/payments/receipt-link';
import type { CardPaymentInfo } from '../../../shared/payments/api/get-card-payment';
import type { PaymentReturnKind } from '../../../shared/payments/payment-return';
import { usePaymentReturn } from '../../../shared/payments/use-payment-return';

// Pages that say the bank's answer themselves: the /payment widget page and the guest page.
const OWN_NOTICE = /\/(payment|guest-payment)\/?$/;
const PAID_HIDES_AFTER_MS = 8000;

const SEVERITY: Record<PaymentReturnKind, 'success' | 'info' | 'warning' | 'error'> = {
  waiting: 'info',
  unfinished: 'warning',
  paid: 'success',
  credited: 'warning',
  refund: 'warning',
  failed: 'error',
};

/** What was paid for, in the words of the notice: a top-up, a parking, a barrier, or just money. */
const paidKey = (info: CardPaymentInfo): string => {
  if (info.purpose === 'refill' || info.descriptionType === 'refill')
    return info.bonus ? 'payment.paidBonus' : 'payment.paid';
  if (info.purpose === 'planar') return 'payment.paidBarrier';
  // back on the subscriptions page from the bank (issue 18): the new subscription is in its table
  if (info.purpose === 'subscription') return 'payment.paidSubscription';
  if (info.purpose === 'session' || info.purpose === 'deferred' || info.descriptionType === 'extension')
    return 'payment.paidParking';
  return 'payment.paidOther';
};

/**
 * Back from the bank's pay page at `<page>?payment=<id>&status=...`: one notice at the foot of
 * the page, saying what our server knows (not what the address claims), gone a while after a
 * success. The pages with their own word on the bank's answer are left to say it.
 */
export function PaymentReturnNotice() {
  const { t } = useTranslation('header-parking');
  const { pathname } = useLocation();
  const back = usePaymentReturn({ enabled: !OWN_NOTICE.test(pathname) });
  if (!back.paymentId) return null;

  const info = back.info;
  const amount = info ? moneyText(t, info.amount) : '';
  const [severity, text] = back.error
    ? (['error', t(`errors:${errorNameOf(back.error)}`)] as const)
    : ([
        SEVERITY[back.kind],
        back.kind === 'paid' && info
          ? t(paidKey(info), { amount, bonus: moneyText(t, info.bonus ?? 0) })
          : t(`payment.${back.kind}`, { amount }),
      ] as const);

  return (
    <Snackbar
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      autoHideDuration={back.kind === 'paid' ? PAID_HIDES_AFTER_MS : null}
      onClose={(_event, reason) => reason === 'timeout' && back.dismiss()}
    >
      <Alert
        severity={severity}
        variant="filled"
        onClose={back.dismiss}
        closeText={t('payment.close')}
        sx={{ width: '100%' }}
      >
        {text}
        {back.kind === 'paid' && info?.checkFiscal && (
          <>
            {' '}
            <ReceiptLink checkFiscal={info.checkFiscal} inherit />
          </>
        )}
      </Alert>
    </Snackbar>
  );
}
