import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import BusinessIcon from '@mui/icons-material/Business';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../shared/i18n/use-localized-path';
import { useModalOpen } from './use-modal-open';

/**
 * Stand-in for the login modal until the auth issue lands: it keeps the entry points of the
 * real one (legal-entity login, registration, password restore) and says plainly what is missing.
 */
export function LoginModal({ id }: { id: number }) {
  const { t } = useTranslation('modals');
  const to = useLocalizedPath();
  const { open, close, transitionProps } = useModalOpen(id);
  return (
    <Dialog
      open={open}
      onClose={close}
      maxWidth="xs"
      fullWidth
      aria-labelledby="login-title"
      {...transitionProps}
    >
      <DialogTitle id="login-title">{t('login.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('login.pending')}</DialogContentText>
        <Stack spacing={1.5}>
          <Button
            variant="outlined"
            startIcon={<BusinessIcon />}
            component={RouterLink}
            to={to('/legal/auth')}
            onClick={close}
          >
            {t('login.legalEntity')}
          </Button>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
            <Link component={RouterLink} to={to('/registration')} onClick={close}>
              {t('login.registration')}
            </Link>
            <Link component={RouterLink} to={to('/restore-password')} onClick={close}>
              {t('login.restorePassword')}
            </Link>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>{t('common:actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
