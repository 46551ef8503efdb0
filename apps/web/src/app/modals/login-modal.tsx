import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { LoginPanel } from '../../features/auth/components/login-panel';
import { useModalOpen } from './use-modal-open';

/**
 * The login modal of the shell. The form is the auth feature's; this file is loaded only when the
 * modal first opens (modal-host.tsx), which keeps the form and zod out of the map page.
 */
export function LoginModal({ id }: { id: number }) {
  const { t } = useTranslation('loginForm');
  const { open, close, transitionProps } = useModalOpen(id);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      maxWidth="xs"
      fullWidth
      aria-labelledby="login-title"
      {...transitionProps}
    >
      <DialogTitle id="login-title" sx={{ pr: 7 }}>
        {t('title')}
      </DialogTitle>
      <IconButton
        aria-label={t('common:actions.close')}
        onClick={close}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: 0 }}>
        <LoginPanel onDone={close} />
      </DialogContent>
    </Dialog>
  );
}
