import { Suspense, useCallback, useRef, useState } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { openModal, type ModalRequest } from '../../../shared/modals/modal-store';
import { profileQueryOptions } from '../../../shared/profile/api/get-profile';
import { useHostedDialog } from '../../../shared/modals/use-hosted-dialog';
import { lazyPage } from '../../../shared/ui/lazy-page';
import type { ReceiptHandOff } from '../lib/receipt-hand-off';
import { RefillForm } from './refill-form';
import { RenewForm } from './renew-form';

// The subscription and receipt modes bring the date pickers and the payer schemas: they load
// only when a driver opens them, so a top-up from the header stays light.
const SubscriptionForm = lazyPage(
  () => import('./subscription-form'),
  (m) => m.SubscriptionForm,
);
const ReceiptMode = lazyPage(
  () => import('./receipt-mode'),
  (m) => m.ReceiptMode,
);

type PaymentRequest = Extract<ModalRequest, { kind: 'payment' }>;

/** The benefits list of /profile/abonements (features/subscriptions owns the query; keys are data). */
const BENEFITS_KEY = ['benefits'];

function titleKey(request: PaymentRequest, receipt: ReceiptHandOff | null): string {
  if (receipt) return receipt.source === 'refill' ? 'titles.getReceipt' : 'titles.buyReceipt';
  return `titles.${request.action}`;
}

/**
 * The payment modal (document 1 §2): one dialog whose content follows the action. A payment
 * that did not fit the balance opens it as a top-up with the shortfall suggested. The Receipt
 * method switches a top-up or a subscription to the receipt mode.
 */
export function PaymentModal({ id, request }: { id: number; request: PaymentRequest }) {
  const { t } = useTranslation('payment-modal');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const succeeded = useRef(false);
  const [receipt, setReceipt] = useState<ReceiptHandOff | null>(null);
  // Closing after a success reloads the profile: balance, sessions and their ends changed.
  const { open, close, transitionProps } = useHostedDialog(id, () => {
    if (succeeded.current) void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
  });
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = `payment-modal-title-${id}`;
  const refillToReceipt = useCallback((amount: string) => setReceipt({ source: 'refill', amount }), []);

  const bought = () => {
    void queryClient.invalidateQueries({ queryKey: BENEFITS_KEY });
    void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
    void navigate(to('/profile/abonements'));
    // The notice takes the modal's place (one modal at a time).
    openModal({ kind: 'simple', title: t('subscription.doneTitle'), message: t('subscription.done') });
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      maxWidth={receipt ? 'sm' : 'xs'}
      fullWidth
      aria-labelledby={titleId}
      {...transitionProps}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {t(titleKey(request, receipt))}
      </DialogTitle>
      <IconButton aria-label={t('close')} onClick={close} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: 1 }}>
        <Suspense
          fallback={
            <Stack sx={{ py: 3, alignItems: 'center' }}>
              <CircularProgress aria-label={t('common:loading')} />
            </Stack>
          }
        >
          {receipt ? (
            <ReceiptMode handOff={receipt} onCreated={() => (succeeded.current = true)} />
          ) : request.action === 'renew' ? (
            <RenewForm
              sessionId={request.sessionId}
              onRenewed={() => (succeeded.current = true)}
              onClose={close}
            />
          ) : request.action === 'subscription' ? (
            <SubscriptionForm
              subscription={request.subscription}
              onReceipt={setReceipt}
              onBought={bought}
              onRefill={(kopecks) =>
                openModal({ kind: 'payment', action: 'refill', suggestedKopecks: kopecks })
              }
            />
          ) : (
            <RefillForm suggestedKopecks={request.suggestedKopecks} onReceipt={refillToReceipt} />
          )}
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
