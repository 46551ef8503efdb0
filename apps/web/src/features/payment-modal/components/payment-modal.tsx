import { useRef } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ModalRequest } from '../../../shared/modals/modal-store';
import { profileQueryOptions } from '../../../shared/profile/api/get-profile';
import { useHostedDialog } from '../../../shared/modals/use-hosted-dialog';
import { RefillForm } from './refill-form';
import { RenewForm } from './renew-form';

type PaymentRequest = Extract<ModalRequest, { kind: 'payment' }>;

/**
 * The payment modal (document 1 §2): one dialog whose content follows the action. A payment
 * that did not fit the balance opens it as a top-up with the shortfall suggested.
 */
export function PaymentModal({ id, request }: { id: number; request: PaymentRequest }) {
  const { t } = useTranslation('payment-modal');
  const queryClient = useQueryClient();
  const succeeded = useRef(false);
  // Closing after a success reloads the profile: balance, sessions and their ends changed.
  const { open, close, transitionProps } = useHostedDialog(id, () => {
    if (succeeded.current) void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
  });
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const title = request.action === 'renew' ? t('titles.renew') : t('titles.refill');
  const titleId = `payment-modal-title-${id}`;
  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      {...transitionProps}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label={t('close')} onClick={close} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: 1 }}>
        {request.action === 'renew' ? (
          <RenewForm
            sessionId={request.sessionId}
            onRenewed={() => (succeeded.current = true)}
            onClose={close}
          />
        ) : (
          <RefillForm suggestedKopecks={request.suggestedKopecks} />
        )}
      </DialogContent>
    </Dialog>
  );
}
