import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import { useActiveModal } from '../../../shared/modals/modal-store';
import { readStored, writeStored } from '../../../shared/storage/local-storage';
import { SafeHtml } from '../../../shared/ui/safe-html';
import { usePopup } from '../api/get-popup';
import { memoryAfterClosing, POPUP_STORAGE_KEY, shouldShowPopup, type PopupMemory } from '../popup-rules';

/** Document 1, section 9: the pop-up opens 300 ms after load. */
const OPEN_DELAY_MS = 300;

/**
 * The notification pop-up: a title and a sanitised HTML message, remembered once closed.
 * `loadedAt` (performance.now() of the page's load): the 300 ms count from it, not from when this
 * code and the notice arrived, which alone took about a second (issue 18).
 */
export function NotificationPopup({ loadedAt, onClosed }: { loadedAt?: number; onClosed?: () => void }) {
  const { t } = useTranslation('notifications');
  const { data: notification } = usePopup();
  const [open, setOpen] = useState(false);
  // A dialog the driver opened (login, city choice) comes first; the notice waits until it closes.
  const otherModal = useActiveModal();

  useEffect(() => {
    if (!notification || !shouldShowPopup(notification, readStored<PopupMemory>(POPUP_STORAGE_KEY))) return;
    const since = loadedAt === undefined ? 0 : performance.now() - loadedAt;
    const timer = window.setTimeout(() => setOpen(true), Math.max(0, OPEN_DELAY_MS - since));
    return () => window.clearTimeout(timer);
  }, [notification, loadedAt]);

  if (!notification) return null;

  const close = () => {
    writeStored(POPUP_STORAGE_KEY, memoryAfterClosing(notification));
    setOpen(false);
    onClosed?.(); // the shell's next interruption may come
  };

  return (
    <Dialog
      open={open && otherModal === null}
      onClose={close}
      maxWidth="sm"
      fullWidth
      aria-labelledby="notification-popup-title"
    >
      <DialogTitle id="notification-popup-title">{notification.title || t('defaultTitle')}</DialogTitle>
      <DialogContent dividers>
        <SafeHtml html={notification.message} dense />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        {notification.url && (
          <Button
            href={notification.url}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNewIcon />}
          >
            {t('more')}
          </Button>
        )}
        <Button variant="contained" onClick={close} autoFocus>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
