import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { openModal, type ModalRequest } from '../../shared/modals/modal-store';
import { useModalOpen } from './use-modal-open';

type SimpleRequest = Extract<ModalRequest, { kind: 'simple' }>;

/** A title, a message and OK (which may lead on to another modal): the notify modal. */
export function SimpleModal({ id, request }: { id: number; request: SimpleRequest }) {
  const { t } = useTranslation('common');
  const { open, close, transitionProps } = useModalOpen(id);
  return (
    <Dialog
      open={open}
      onClose={close}
      maxWidth="xs"
      fullWidth
      aria-labelledby="simple-modal-title"
      {...transitionProps}
    >
      <DialogTitle id="simple-modal-title">{request.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{request.message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          variant="contained"
          onClick={() => (request.next ? openModal(request.next) : close())}
          autoFocus
        >
          {request.okLabel ?? t('actions.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
