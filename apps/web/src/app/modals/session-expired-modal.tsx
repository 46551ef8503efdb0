import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { openModal } from '../../shared/modals/modal-store';
import { useModalOpen } from './use-modal-open';

/** Session expired (document 1, section 8): OK leads on to the login modal. */
export function SessionExpiredModal({ id }: { id: number }) {
  const { t } = useTranslation('modals');
  const { open, close, transitionProps } = useModalOpen(id);
  return (
    <Dialog
      open={open}
      onClose={close}
      maxWidth="xs"
      fullWidth
      aria-labelledby="session-expired-title"
      {...transitionProps}
    >
      <DialogTitle id="session-expired-title">{t('sessionExpired.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('sessionExpired.text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" autoFocus onClick={() => openModal({ kind: 'login' })}>
          {t('common:actions.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
