import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FleetSession } from '@parking/domain/company/company-contracts';
import { moneyText } from '../../../shared/payments/money-text';
import { getCurrentCity } from '../../../shared/city/current-city';
import { errorNameOf } from '../../../shared/http/error-name';
import { formatOperationDate } from '../../../shared/operations/operation-view';
import { maskPhone } from '../../../shared/ui/phone-mask';
import { EmptyState } from '../../../shared/ui/empty-state';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { companyProfileKey } from '../api/get-company-profile';
import { fleetSessionsKey, postFleetCancel, useFleetSessions } from '../api/fleet-sessions';

/**
 * The company's running fleet stays (issue 8): driver, phone, plate, zone, the paid period in the
 * city's time and the sum; Stop asks first, and the row goes (and the balance is fetched again)
 * only after the server's ok, whose refund is said above the list.
 */
export function FleetSessionsPanel() {
  const { t } = useTranslation(['company', 'errors']);
  const narrow = useMediaQuery('(max-width:720px)');
  const { timeZone } = getCurrentCity();
  const sessions = useFleetSessions();
  const [stopping, setStopping] = useState<FleetSession | null>(null);
  const [stopped, setStopped] = useState<{ plate: string; refund: number } | null>(null);
  const rows = sessions.data ?? [];

  const period = (s: FleetSession) =>
    `${formatOperationDate(s.startDate, timeZone)} – ${s.endDate ? formatOperationDate(s.endDate, timeZone) : '…'}`;
  const sum = (s: FleetSession) => moneyText(t, s.sum);
  const stopButton = (s: FleetSession) => (
    <Button
      size="small"
      color="error"
      variant="outlined"
      onClick={() => {
        setStopped(null);
        setStopping(s);
      }}
      aria-label={t('sessions.stopFor', { plate: s.numberTs })}
    >
      {t('sessions.stop')}
    </Button>
  );

  return (
    <Stack spacing={2} component="section" aria-labelledby="corp-sessions-title">
      <Typography variant="h6" component="h2" id="corp-sessions-title">
        {t('sessions.title')}
      </Typography>
      {stopped && (
        <Alert severity="success" onClose={() => setStopped(null)}>
          {t('sessions.stopped', { plate: stopped.plate, amount: moneyText(t, stopped.refund) })}
        </Alert>
      )}
      {sessions.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void sessions.refetch()}>
              {t('sessions.retry')}
            </Button>
          }
        >
          {t(`errors:${errorNameOf(sessions.error)}`, { defaultValue: t('errors:UnknownError') })}
        </Alert>
      ) : sessions.isPending ? (
        <Typography color="text.secondary">{t('sessions.loading')}</Typography>
      ) : rows.length === 0 ? (
        <EmptyState text={t('sessions.empty')} />
      ) : narrow ? (
        <Stack
          component="ul"
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label={t('sessions.title')}
        >
          {rows.map((s) => (
            <Paper component="li" variant="outlined" key={s.id} sx={{ p: 1.5 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {s.driver ?? t('sessions.noDriver')}
              </Typography>
              {s.driverPhone && <Typography variant="body2">{maskPhone(s.driverPhone)}</Typography>}
              <Typography variant="body2" color="text.secondary">
                {t('sessions.plateZone', { plate: s.numberTs, zone: s.zone })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {period(s)}
              </Typography>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{sum(s)}</Typography>
                {stopButton(s)}
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('sessions.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('sessions.columns.driver')}</TableCell>
                <TableCell>{t('sessions.columns.phone')}</TableCell>
                <TableCell>{t('sessions.columns.plate')}</TableCell>
                <TableCell>{t('sessions.columns.zone')}</TableCell>
                <TableCell>{t('sessions.columns.period')}</TableCell>
                <TableCell align="right">{t('sessions.columns.sum')}</TableCell>
                <TableCell align="right">{t('sessions.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((s) => (
                <TableRow key={s.id} hover>
                  <TableCell>{s.driver ?? t('sessions.noDriver')}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {s.driverPhone ? maskPhone(s.driverPhone) : '—'}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{s.numberTs}</TableCell>
                  <TableCell>{s.zone}</TableCell>
                  <TableCell>{period(s)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {sum(s)}
                  </TableCell>
                  <TableCell align="right">{stopButton(s)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {stopping && (
        <StopDialog
          session={stopping}
          onClose={() => setStopping(null)}
          onStopped={(refund) => {
            setStopped({ plate: stopping.numberTs, refund });
            setStopping(null);
          }}
        />
      )}
    </Stack>
  );
}

/** Stop one stay: the unused time goes back to the company; a refusal stays in the dialog. */
function StopDialog({
  session,
  onClose,
  onStopped,
}: {
  session: FleetSession;
  onClose: () => void;
  onStopped: (refund: number) => void;
}) {
  const { t } = useTranslation(['company', 'errors']);
  const queryClient = useQueryClient();
  // One key per dialog: a repeated click after a lost answer is the same stop.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const stop = useMutation({
    mutationFn: postFleetCancel,
    onSuccess: (answer) => {
      queryClient.setQueryData<FleetSession[]>(fleetSessionsKey(), (rows) =>
        rows?.filter((s) => s.id !== session.id),
      );
      void queryClient.invalidateQueries({ queryKey: fleetSessionsKey() });
      void queryClient.invalidateQueries({ queryKey: companyProfileKey() });
      onStopped(answer.refund);
    },
  });
  return (
    <FormDialog
      titleId="corp-stop-title"
      title={t('sessions.stopTitle')}
      onClose={onClose}
      error={
        stop.isError
          ? t(`errors:${errorNameOf(stop.error)}`, { defaultValue: t('errors:UnknownError') })
          : undefined
      }
      cancelText={t('actions.cancel')}
      confirm={{
        question: t('sessions.stopText', { plate: session.numberTs, zone: session.zone }),
        text: t('sessions.stopConfirm'),
        pending: stop.isPending,
        onConfirm: () => stop.mutate({ ReservationId: session.reservationId, idempotencyKey }),
      }}
    />
  );
}
