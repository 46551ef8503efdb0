import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorNameOf } from '../../../shared/http/error-name';
import { newIdempotencyKey } from '../../../shared/payments/api/payment-types';
import { postCancel } from '../../../shared/payments/api/post-cancel';

/**
 * No-balance mode: Cancel parking session (document 2 §2): the parking is deleted and cannot be
 * paid later. Says 'cancelled successfully' or 'an error occurred', then everything reloads.
 */
export function DeleteUnpaidSessionDialog({
  sessionId,
  onClose,
}: {
  sessionId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['parking', 'errors']);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: true } | { ok: false; error: string } | null>(null);

  async function confirm() {
    if (busy) return;
    setBusy(true);
    try {
      await postCancel({ ReservationId: sessionId, idempotencyKey: newIdempotencyKey() });
      setResult({ ok: true });
    } catch (failure) {
      setResult({ ok: false, error: errorNameOf(failure) });
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries();
    }
  }

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="cancel-session-title">
      <DialogTitle id="cancel-session-title">{t('cancel.title')}</DialogTitle>
      <DialogContent>
        {result === null && <DialogContentText>{t('cancel.text')}</DialogContentText>}
        {result?.ok && <Alert severity="success">{t('cancel.done')}</Alert>}
        {result && !result.ok && (
          <Alert severity="error">
            {t('cancel.failed')} {t(`errors:${result.error}`, { defaultValue: '' })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {result === null ? (
          <>
            <Button onClick={onClose}>{t('actions.back')}</Button>
            <Button color="error" variant="contained" onClick={() => void confirm()} loading={busy}>
              {t('cancel.confirm')}
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={onClose} autoFocus>
            {t('actions.close')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
