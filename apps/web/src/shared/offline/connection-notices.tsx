import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import SnackbarContent from '@mui/material/SnackbarContent';
import Stack from '@mui/material/Stack';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import { useTranslation } from 'react-i18next';
import { applyUpdate } from './service-worker-registration';

/**
 * Overlays at the bottom (they push nothing aside): "no connection" with what still works, and
 * "a new version is ready" with its button. Both are live regions a screen reader announces.
 */
export function ConnectionNotices({ offline, update }: { offline: boolean; update: boolean }) {
  const { t } = useTranslation('offline');
  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} sx={{ pointerEvents: 'none' }}>
      <Stack spacing={1} sx={{ pointerEvents: 'auto' }}>
        {offline && (
          <SnackbarContent
            role="status"
            aria-live="polite"
            message={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <WifiOffIcon fontSize="small" aria-hidden />
                <span>{t('noConnection')}</span>
              </Stack>
            }
          />
        )}
        {update && (
          <SnackbarContent
            role="status"
            message={t('updateReady')}
            action={
              <Button color="inherit" size="small" onClick={applyUpdate}>
                {t('update')}
              </Button>
            }
          />
        )}
      </Stack>
    </Snackbar>
  );
}
