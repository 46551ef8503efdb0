import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { CorrectionAnswer, DriverSession } from '@parking/domain/staff/driver-support-contracts';
import { PagedTable, type Column } from '../../../shared/console/paged-table';
import { useConsoleFormat } from '../../../shared/console/use-console-format';
import { useDriverSessions } from '../api/support-queries';
import { StayCancelDialog, StayRefundDialog } from './stay-dialogs';
import { usePaging } from './use-paging';

type Props = { driverId: number; onDone: (answer: Omit<CorrectionAnswer, 'status'>) => void };

/** The driver's stays, newest first: a running one is cancelled with refund, a finished one refunded. */
export function SessionsTab({ driverId, onDone }: Props) {
  const { t } = useTranslation('operator-support');
  const format = useConsoleFormat();
  const paging = usePaging();
  const sessions = useDriverSessions(driverId, paging.query);
  const [acting, setActing] = useState<{ kind: 'cancel' | 'refund'; stay: DriverSession } | null>(null);
  const done = (answer: Omit<CorrectionAnswer, 'status'>) => {
    setActing(null);
    onDone(answer);
  };
  const columns: Column<DriverSession>[] = [
    { key: 'id', label: t('sessions.id'), render: (s) => s.id },
    { key: 'plate', label: t('sessions.plate'), render: (s) => s.plate },
    { key: 'place', label: t('sessions.place'), render: (s) => s.parkingCode ?? s.zone },
    {
      key: 'time',
      label: t('sessions.time'),
      render: (s) => `${format.dateTime(s.startsAt)} – ${format.dateTime(s.endsAt)}`,
    },
    {
      key: 'status',
      label: t('sessions.status'),
      render: (s) => (
        <Chip
          size="small"
          color={s.running ? 'success' : 'default'}
          label={s.running ? t('sessions.running') : t(`sessionStates.${s.status}`)}
        />
      ),
    },
    { key: 'paid', label: t('sessions.paid'), align: 'right', render: (s) => format.money(s.paid) },
    {
      key: 'refunded',
      label: t('sessions.refunded'),
      align: 'right',
      render: (s) => format.money(s.refunded),
    },
    {
      key: 'actions',
      label: t('sessions.actions'),
      render: (s) => (
        <Stack direction="row" spacing={1}>
          {s.running && (
            <Button size="small" color="error" onClick={() => setActing({ kind: 'cancel', stay: s })}>
              {t('stayCancel.open')}
            </Button>
          )}
          {s.refundable > 0 && (
            <Button size="small" onClick={() => setActing({ kind: 'refund', stay: s })}>
              {t('stayRefund.open')}
            </Button>
          )}
          {s.fleet && <Chip size="small" variant="outlined" label={t('sessions.fleet')} />}
        </Stack>
      ),
    },
  ];
  const dialogProps = acting && { driverId, stay: acting.stay, onDone: done, onClose: () => setActing(null) };
  return (
    <>
      <PagedTable
        label={t('tabs.sessions')}
        columns={columns}
        rows={sessions.data?.items}
        rowKey={(s) => s.id}
        count={sessions.data?.count ?? 0}
        {...paging.table}
        loading={sessions.isFetching}
        error={sessions.error}
        onRetry={() => void sessions.refetch()}
      />
      {acting?.kind === 'cancel' && dialogProps && <StayCancelDialog {...dialogProps} />}
      {acting?.kind === 'refund' && dialogProps && <StayRefundDialog {...dialogProps} />}
    </>
  );
}
