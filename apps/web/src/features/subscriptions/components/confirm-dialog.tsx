import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

type ConfirmDialogProps = {
  question: string;
  hint?: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** "Return payment for the subscription?" and its kin: yes or cancel. */
export function ConfirmDialog({ question, hint, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('subscriptions');
  return (
    <Dialog
      open
      onClose={busy ? undefined : onCancel}
      maxWidth="xs"
      fullWidth
      aria-labelledby="abonement-confirm"
    >
      <DialogTitle id="abonement-confirm">{question}</DialogTitle>
      {hint && (
        <DialogContent>
          <DialogContentText>{hint}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('confirm.no')}
        </Button>
        <Button variant="contained" onClick={onConfirm} loading={busy}>
          {t('confirm.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
