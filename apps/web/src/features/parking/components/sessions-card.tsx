import { useEffect, useRef, useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { PaymentMethod } from '@parking/domain/contracts/settings-flags';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getCurrentCity } from '../../../shared/city/current-city';
import { errorNameOf } from '../../../shared/http/error-name';
import { openModal } from '../../../shared/modals/modal-store';
import type { ParkingSession } from '../../../shared/payments/api/payment-types';
import { newIdempotencyKey } from '../../../shared/payments/api/payment-types';
import { postOrderPayment } from '../../../shared/payments/api/post-order-payment';
import { useNow } from '../../../shared/ui/use-now';
import { SESSION_ACTIVE } from '../lib/session-status';
import { DeleteUnpaidSessionDialog } from './delete-unpaid-session-dialog';
import { OrderPaymentDialog } from './order-payment-dialog';
import { SessionItem, type SessionAction } from './session-item';

type Props = {
  title: string;
  empty: string;
  sessions: ParkingSession[];
  /** Balance mode: Extend and Cancel open the shell's modals; no-balance: the dialogs here. */
  noBalance: boolean;
  deferred?: boolean;
  methods: PaymentMethod[];
};

type Dialog = { kind: 'break' | 'deferred' | 'abort'; session: ParkingSession } | null;

/** Current (or deferred) parkings with their actions; the timers tick each second. */
export function SessionsCard({ title, empty, sessions, noBalance, deferred = false, methods }: Props) {
  const { t } = useTranslation(['parking', 'errors']);
  const queryClient = useQueryClient();
  const now = useNow();
  const timeZone = getCurrentCity().timeZone;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deferring, setDeferring] = useState<string | null>(null);
  const reloaded = useRef(new Set<string>());

  // When a session's end passes, the profile is reloaded once (document 1 §4).
  useEffect(() => {
    const ended = sessions.filter(
      (s) =>
        s.status === SESSION_ACTIVE &&
        s.endDate &&
        Date.parse(s.endDate) <= now &&
        !reloaded.current.has(s.id),
    );
    if (ended.length === 0) return;
    ended.forEach((s) => reloaded.current.add(s.id));
    void queryClient.invalidateQueries({ queryKey: ['profile'] });
  }, [now, sessions, queryClient]);

  async function defer(session: ParkingSession) {
    if (deferring) return;
    setDeferring(session.id);
    try {
      await postOrderPayment('cancelV2', { OrderId: session.id, idempotencyKey: newIdempotencyKey() });
      openModal({ kind: 'simple', title: t('defer.title'), message: t('defer.done') });
    } catch (failure) {
      const name = errorNameOf(failure);
      openModal({
        kind: 'simple',
        title: t('defer.title'),
        message: t(`errors:${name}`, { defaultValue: t('errors:UnknownError') }),
      });
    } finally {
      setDeferring(null);
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
    }
  }

  function onAction(action: SessionAction, session: ParkingSession) {
    if (action === 'extend') openModal({ kind: 'payment', action: 'renew', sessionId: session.id });
    else if (action === 'cancel') openModal({ kind: 'cancelSession', sessionId: session.id });
    else if (action === 'pay') setDialog({ kind: 'break', session });
    else if (action === 'payDeferred') setDialog({ kind: 'deferred', session });
    else if (action === 'abort') setDialog({ kind: 'abort', session });
    else if (action === 'defer') void defer(session);
  }

  const actions: SessionAction[] = deferred
    ? ['payDeferred']
    : noBalance
      ? ['pay', 'defer', 'abort']
      : ['extend', 'cancel'];

  return (
    <Card component="section" aria-label={title}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {sessions.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {empty}
          </Typography>
        ) : (
          <ul style={{ margin: 0, padding: 0 }}>
            {sessions.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                now={now}
                timeZone={timeZone}
                actions={actions}
                busy={deferring === session.id}
                onAction={onAction}
              />
            ))}
          </ul>
        )}
      </CardContent>
      {dialog && dialog.kind !== 'abort' && (
        <OrderPaymentDialog
          session={dialog.session}
          call={dialog.kind}
          methods={methods}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'abort' && (
        <DeleteUnpaidSessionDialog sessionId={dialog.session.id} onClose={() => setDialog(null)} />
      )}
    </Card>
  );
}
