import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../shared/ui/page-container';
import { readPaymentReturn, type PaymentReturn } from '../lib/payment-return';

const SEVERITY: Record<PaymentReturn, 'success' | 'error' | 'info'> = {
  paid: 'success',
  declined: 'error',
  waiting: 'info',
};

/**
 * /guest-payment (document 1 §2): paying without an account. The payment form comes from app/
 * (features meet there); this page adds the frame and the word on the bank's answer.
 */
export function GuestPaymentPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation('guest-payment');
  const [search] = useSearchParams();
  const returned = readPaymentReturn(search);
  return (
    <PageContainer title={t('title')} subtitle={t('subtitle')} maxWidth="sm">
      {returned && (
        <Alert
          severity={SEVERITY[returned]}
          sx={{ mb: 3 }}
          role={returned === 'declined' ? 'alert' : 'status'}
        >
          <AlertTitle>{t(`return.${returned}.title`)}</AlertTitle>
          {t(`return.${returned}.text`)}
        </Alert>
      )}
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>{children}</CardContent>
      </Card>
    </PageContainer>
  );
}
