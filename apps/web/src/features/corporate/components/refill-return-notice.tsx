import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useRefillReturn, type RefillReturnKind } from '../api/refill-return';

const SEVERITY: Record<RefillReturnKind, 'info' | 'success' | 'error'> = {
  waiting: 'info',
  paid: 'success',
  failed: 'error',
};

/** Above the company's card after a top-up at the bank: waiting, credited, or not paid. */
export function RefillReturnNotice() {
  const { t } = useTranslation('corporate');
  const back = useRefillReturn();
  if (!back.paymentId) return null;
  const roubles = (back.amount / 100).toLocaleString('ru-RU', { maximumFractionDigits: 2 });
  return (
    <Alert
      severity={SEVERITY[back.kind]}
      onClose={back.dismiss}
      closeText={t('refillReturn.close')}
      data-testid="corp-refill-return"
    >
      {t(`refillReturn.${back.kind}`, { amount: roubles })}
    </Alert>
  );
}
