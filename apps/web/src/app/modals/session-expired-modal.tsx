import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { openModal } from '../../shared/modals/modal-store';
import { useModalOpen } from './use-modal-open';

type SessionExpiredModalProps = { id: number; reason?: 'TokenExpired' | 'TokenNotFound' };

/**
 * Session expired (document 1, section 8): OK leads on to the login modal. A token the server
 * does not know (TokenNotFound) gets the "problems with your session" text instead.
 */
export function SessionExpiredModal({ id, reason = 'TokenExpired' }: SessionExpiredModalProps) {
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
      <DialogTitle id="session-expired-title">
        {t(reason === 'TokenNotFound' ? 'sessionExpired.invalidTitle' : 'sessionExpired.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t(reason === 'TokenNotFound' ? 'sessionExpired.invalid' : 'sessionExpired.text')}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" autoFocus onClick={() => openModal({ kind: 'login' })}>
          {t('common:actions.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
