import { useRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorNameOf } from '../../../shared/http/error-name';
import { useLanguage } from '../../../shared/i18n/use-localized-path';
import { newIdempotencyKey } from '../../../shared/payments/api/payment-types';
import { postCancel } from '../../../shared/payments/api/post-cancel';
import { cityDate, cityTime, profileSessions, sameCityDay } from '../../../shared/payments/session-view';
import { profileQueryOptions, useProfile } from '../../../shared/profile/api/get-profile';
import { useHostedDialog } from '../../../shared/modals/use-hosted-dialog';
import { refundLines } from './refund-text';

/**
 * "Cancel the parking?" (document 1 §2 and §4, balance mode): stops the session now; the server
 * gives back unused whole minutes (to the card a stay was paid with, issue 22; else to the
 * balance), or refuses with NoSaving under 30 minutes. The answer stays in the dialog:
 * "cancelled successfully" with where the refund goes, or the error's text.
 */
export function CancelWithRefundDialog({ id, sessionId }: { id: number; sessionId: string }) {
  const { t } = useTranslation(['session-cancel', 'errors']);
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const session = profileSessions(useProfile().data).find((s) => s.id === sessionId);
  const cancel = useMutation({ mutationFn: postCancel });
  // A ref, not state: a double click lands before React re-renders the disabled button.
  const busy = useRef(false);
  const { open, close, transitionProps } = useHostedDialog(id);
  const titleId = `cancel-session-title-${id}`;
  const time = (iso: string) =>
    sameCityDay(Date.parse(iso), Date.now())
      ? cityTime(iso, lang)
      : `${cityDate(iso, lang)} ${cityTime(iso, lang)}`;

  const confirm = () => {
    if (busy.current || cancel.isSuccess) return;
    busy.current = true;
    cancel.mutate(
      { ReservationId: sessionId, idempotencyKey: newIdempotencyKey() },
      {
        // The header and the parking page must not keep showing a stopped session.
        onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
        onSettled: () => {
          busy.current = false;
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      {...transitionProps}
    >
      <DialogTitle id={titleId}>{t('title')}</DialogTitle>
      <DialogContent>
        {cancel.isSuccess ? (
          <Alert severity="success" role="status">
            <AlertTitle>{t('success')}</AlertTitle>
            {refundLines(t, cancel.data).map((line) => (
              <div key={line}>{line}</div>
            ))}
          </Alert>
        ) : (
          <Stack spacing={1.5}>
            {session && (
              <div>
                <Typography sx={{ fontWeight: 600 }}>
                  {session.parkingCode
                    ? t('sessionParking', { code: session.parkingCode, plate: session.transport })
                    : t('session', { zone: session.zone, plate: session.transport })}
                </Typography>
                {session.endDate && (
                  <Typography variant="body2" color="text.secondary">
                    {t('period', { from: time(session.startDate), to: time(session.endDate) })}
                  </Typography>
                )}
              </div>
            )}
            <Typography>{t('question')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('rule')}
            </Typography>
            {cancel.isError && (
              <Alert severity="error">
                <AlertTitle>{t('failed')}</AlertTitle>
                {t(`errors:${errorNameOf(cancel.error)}`)}
              </Alert>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {cancel.isSuccess ? (
          <Button variant="contained" onClick={close} autoFocus>
            {t('ok')}
          </Button>
        ) : (
          <>
            <Button onClick={close}>{t('keep')}</Button>
            <Button
              variant="contained"
              color="error"
              onClick={confirm}
              disabled={cancel.isPending}
              startIcon={cancel.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {cancel.isPending ? t('cancelling') : t('confirm')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
