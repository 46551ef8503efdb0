import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../shared/i18n/use-localized-path';
import { openModal } from '../../shared/modals/modal-store';
import { useModalOpen } from './use-modal-open';

/**
 * The start-without-registration modal (document 1 §2): what paying as a guest means, then on to
 * /guest-payment, or to the login modal or registration for those who would rather have an
 * account (balance, history, receipts).
 */
export function GuestStartModal({ id }: { id: number }) {
  const { t } = useTranslation('modals');
  const { open, close, transitionProps } = useModalOpen(id);
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const go = (path: string) => {
    close();
    void navigate(to(path));
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      maxWidth="xs"
      fullWidth
      aria-labelledby="guest-start-title"
      {...transitionProps}
    >
      <DialogTitle id="guest-start-title">{t('guestStart.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('guestStart.text')}</DialogContentText>
        <DialogContentText sx={{ mt: 1.5 }}>{t('guestStart.account')}</DialogContentText>
      </DialogContent>
      <DialogActions
        sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}
      >
        <Button onClick={() => openModal({ kind: 'login' })}>{t('guestStart.login')}</Button>
        <Button onClick={() => go('/registration')}>{t('guestStart.register')}</Button>
        <Button variant="contained" autoFocus onClick={() => go('/guest-payment')}>
          {t('guestStart.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
