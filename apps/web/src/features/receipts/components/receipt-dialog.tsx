import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import type { ReceiptRow } from '@parking/domain/receipts/receipt-contracts';
import { useTranslation } from 'react-i18next';
import { moneyText } from '../../../shared/payments/money-text';
import { ReceiptActions } from '../../../shared/receipts/receipt-actions';

type ReceiptDialogProps = { receipt: ReceiptRow; email: string; onClose: () => void };

/** The receipt modal (document 2 §2): the document's facts, print, download PDF, send by e-mail. */
export function ReceiptDialog({ receipt, email, onClose }: ReceiptDialogProps) {
  const { t } = useTranslation('receipts');
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const legal = receipt.type === 'legal';
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="receipt-title"
    >
      <DialogTitle id="receipt-title" sx={{ pr: 7 }}>
        {t(legal ? 'dialog.invoice' : 'dialog.receipt')}
      </DialogTitle>
      <IconButton
        aria-label={t('dialog.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Stack spacing={0.5} sx={{ mb: 3 }}>
          <Typography sx={{ fontWeight: 600 }}>{receipt.receiptname}</Typography>
          <Typography variant="body2">{receipt.purpose}</Typography>
          <Typography variant="body2">{t('dialog.payer', { name: receipt.payerName })}</Typography>
          <Typography variant="body2">{t('dialog.sum', { amount: moneyText(t, receipt.sum) })}</Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('dialog.uin', { uin: receipt.UIN })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`status.${receipt.status}`)}
          </Typography>
        </Stack>
        <ReceiptActions receiptnumber={receipt.receiptnumber} type={receipt.type} defaultEmail={email} />
      </DialogContent>
    </Dialog>
  );
}
