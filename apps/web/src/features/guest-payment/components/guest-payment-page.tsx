import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { moneyText } from '../../../shared/payments/money-text';
import { useTranslation } from 'react-i18next';
import { cityDateTime } from '../../../shared/city/city-date-time';
import {
  payPageOf,
  type CardPaymentInfo,
  type PaidStay,
} from '../../../shared/payments/api/get-card-payment';
import type { PaymentReturnKind } from '../../../shared/payments/payment-return';
import { ReceiptLink } from '../../../shared/payments/receipt-link';
import { StayProofLink } from '../../../shared/payments/stay-proof-action';
import { usePaymentReturn } from '../../../shared/payments/use-payment-return';
import { PageContainer } from '../../../shared/ui/page-container';

type Shown = Exclude<PaymentReturnKind, 'credited'> | 'error';

const SEVERITY: Record<Shown, 'success' | 'error' | 'info' | 'warning'> = {
  paid: 'success',
  failed: 'error',
  waiting: 'info',
  unfinished: 'warning',
  refund: 'warning',
  error: 'warning',
};

/** The paid text names what happens next, when the payer (the guest token) may know the purpose. */
const paidText = (info: CardPaymentInfo | undefined) =>
  info?.purpose === 'planar'
    ? 'return.paid.textBarrier'
    : info?.purpose === 'session'
      ? 'return.paid.textSession'
      : 'return.paid.text';

/**
 * The 54-FZ receipt of a paid payment (issue 22): its link once the provider's cash register sent
 * it (the page keeps asking), until then where it goes; the sandbox bank makes none.
 */
function ReceiptLine({ info }: { info: CardPaymentInfo }) {
  const { t } = useTranslation('guest-payment');
  if (info.checkFiscal)
    return (
      <Box sx={{ mt: 1 }}>
        <ReceiptLink checkFiscal={info.checkFiscal} inherit />
      </Box>
    );
  if (!info.source || info.source === 'sandbox') return null;
  return <Box sx={{ mt: 1 }}>{t('return.paid.receiptSoon')}</Box>;
}

/** What the guest bought, one line each: the guest has no cabinet to look it up in (issue 18). */
function StayLines({ stay }: { stay: PaidStay }) {
  const { t } = useTranslation('guest-payment');
  const lines =
    stay.kind === 'parking'
      ? [
          stay.plate && t('return.stay.plate', { plate: stay.plate }),
          stay.zone && t('return.stay.zone', { zone: stay.zone }),
          stay.until && t('return.stay.paidUntil', { when: cityDateTime(stay.until) }),
        ]
      : [
          stay.ticketNumber && t('return.stay.ticket', { ticket: stay.ticketNumber }),
          stay.until && t('return.stay.leaveBy', { when: cityDateTime(stay.until) }),
        ];
  return (
    <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
      {lines.filter(Boolean).map((line) => (
        <li key={line as string}>{line}</li>
      ))}
      {/* issue 23: the proof of payment the settlement made for the guest's stay */}
      {stay.proofCode && (
        <li>
          <StayProofLink code={stay.proofCode} inherit />
        </li>
      )}
    </Box>
  );
}

type Props = {
  children: ReactNode;
  /** The guest token, so the page is the payer when it asks; undefined while it is being fetched. */
  guestToken?: string | null;
};

/**
 * /guest-payment (document 1 §2): paying without an account. The payment form comes from app/
 * (features meet there); this page adds the frame and the one word on the bank's answer, from
 * what our server knows about the payment (the header's notice stays away from this page).
 */
export function GuestPaymentPage({ children, guestToken }: Props) {
  const { t } = useTranslation('guest-payment');
  const back = usePaymentReturn({ enabled: guestToken !== undefined, guestToken });
  // A guest pays for parking, never into a balance: money that could not be used is refunded.
  const shown: Shown | null = back.paymentId
    ? back.error
      ? 'error'
      : back.kind === 'credited'
        ? 'refund'
        : back.kind
    : null;
  const amount = back.info ? moneyText(t, back.info.amount) : '';
  const payPage = back.info && back.kind === 'unfinished' ? payPageOf(back.info) : undefined;
  const settled = shown !== null && shown !== 'waiting';

  return (
    <PageContainer title={t('title')} subtitle={t('subtitle')} maxWidth="sm">
      {shown && (
        <Alert
          severity={SEVERITY[shown]}
          sx={{ mb: 3 }}
          role={shown === 'failed' ? 'alert' : 'status'}
          onClose={settled ? back.dismiss : undefined}
          closeText={t('return.close')}
          action={
            payPage ? (
              <Button color="inherit" size="small" href={payPage} sx={{ whiteSpace: 'nowrap' }}>
                {t('return.unfinished.toBank')}
              </Button>
            ) : undefined
          }
        >
          <AlertTitle>{t(`return.${shown}.title`)}</AlertTitle>
          {t(shown === 'paid' ? paidText(back.info) : `return.${shown}.text`, { amount })}
          {shown === 'paid' && back.info?.stay && <StayLines stay={back.info.stay} />}
          {shown === 'paid' && back.info && <ReceiptLine info={back.info} />}
        </Alert>
      )}
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>{children}</CardContent>
      </Card>
    </PageContainer>
  );
}
