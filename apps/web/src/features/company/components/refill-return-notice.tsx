import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { usePaymentReturn } from '../../../shared/payments/use-payment-return';
import { companyProfileKey } from '../api/get-company-profile';
import { moneyText } from '../../../shared/payments/money-text';

type RefillReturnKind = 'waiting' | 'paid' | 'failed';

const SEVERITY: Record<RefillReturnKind, 'info' | 'success' | 'error'> = {
  waiting: 'info',
  paid: 'success',
  failed: 'error',
};

/**
 * Above the company's card after a top-up at the bank (`/coop-profile?payment=<id>&status=...`):
 * waiting, credited, or not paid, as our server sees the payment with the company's token (the
 * address's status never counts); once paid, the company's balance is loaded again.
 */
export function RefillReturnNotice() {
  const { t } = useTranslation('company');
  const back = usePaymentReturn({ token: 'company', reload: companyProfileKey() });
  if (!back.paymentId) return null;
  const status = back.info?.status;
  const kind: RefillReturnKind = back.error
    ? 'failed'
    : status === 'succeeded'
      ? 'paid'
      : status === undefined || status === 'pending'
        ? 'waiting'
        : 'failed';
  const roubles = moneyText(t, back.info?.amount ?? 0);
  return (
    <Alert
      severity={SEVERITY[kind]}
      onClose={back.dismiss}
      closeText={t('refillReturn.close')}
      data-testid="corp-refill-return"
    >
      {t(`refillReturn.${kind}`, { amount: roubles })}
    </Alert>
  );
}
