import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorNameOf } from '../../../shared/http/error-name';
import { openModal } from '../../../shared/modals/modal-store';
import type { CostResult, SessionRequestInput } from '../../../shared/payments/api/payment-types';
import { newIdempotencyKey } from '../../../shared/payments/api/payment-types';
import {
  postSessionPayment,
  type SessionPaymentType,
} from '../../../shared/payments/api/post-session-payment';
import { postStartV2 } from '../../../shared/payments/api/post-start-v2';
import { isNetworkFailure } from '../../../shared/offline/connection-state';
import { enqueuePayment, queuedPayments, type QueuedPayment } from '../../../shared/offline/payment-queue';
import { goToBank } from '../../../shared/payments/go-to-bank';
import type { ReceiptContact } from './receipt-contact';
import { BALANCE_METHOD, isCompanyMethod } from '../../../shared/payments/payment-methods';
import type { RoadsidePayType } from './post-payment-start';
import { isMoneyEnough, shortfall } from './submit-label';

export type RoadsideMode = 'guest' | 'driver' | 'noBalance';

/** One start call and what it sends: what the offline queue keeps (its key is the body's). */
export type StartCall =
  | { kind: 'startV2'; body: Parameters<typeof postStartV2>[0] }
  | { kind: SessionPaymentType; body: Parameters<typeof postSessionPayment>[1] };

/** Sends a start call, now or later from the offline queue. */
export function sendStartCall(call: StartCall): Promise<{ RedirectURL?: string | null }> {
  return call.kind === 'startV2'
    ? postStartV2(call.body as Parameters<typeof postStartV2>[0]).then(() => ({}))
    : postSessionPayment(call.kind, call.body as Parameters<typeof postSessionPayment>[1]);
}

export const sendQueuedPayment = (payment: QueuedPayment) =>
  sendStartCall({ kind: payment.kind, body: payment.body } as StartCall);

const QUEUED = Symbol('queued');

/**
 * Sends a start; when it fails for lack of network (not an error answer), the payment is kept
 * with its idempotency key and sent when the connection is back (offline-payment-notice.tsx).
 */
async function sendOrQueue(
  call: StartCall,
): Promise<Awaited<ReturnType<typeof sendStartCall>> | typeof QUEUED> {
  try {
    return await sendStartCall(call);
  } catch (failure) {
    if (!isNetworkFailure(failure)) throw failure;
    enqueuePayment({ key: call.body.idempotencyKey, kind: call.kind, body: call.body, queuedAt: Date.now() });
    return QUEUED;
  }
}

export interface SubmitInput {
  request: SessionRequestInput;
  payType: RoadsidePayType;
  cost: CostResult | null;
  paymentService: string;
  phone?: string;
  /** A guest's receipt contact (receiptEmail / receiptPhone), when the form asked for it. */
  receipt?: ReceiptContact;
}

/**
 * What a submit does (document 1 §4): the cabinet pays from the balance (or asks to top up when
 * short), the guest goes to the bank's page, the no-balance cabinet starts an open-ended session.
 * One payment at a time: a second submit while one runs does nothing.
 */
export function useRoadsideSubmit(
  mode: RoadsideMode,
  options: { guestToken: string | null; onGuestTokenRefused: (name: string) => void; onDone: () => void },
) {
  const { t } = useTranslation(['parking-payment', 'errors']);
  const queryClient = useQueryClient();
  const inProgress = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const notify = (message: string, failed = false) =>
    openModal({ kind: 'simple', title: t(failed ? 'notify.errorTitle' : 'notify.title'), message });
  const refreshProfile = () => queryClient.invalidateQueries({ queryKey: ['profile'] });

  async function pay(input: SubmitInput): Promise<void> {
    const idempotencyKey = newIdempotencyKey();
    if (mode === 'noBalance') {
      const { Zone, ParkingCode, Vehicle } = input.request;
      const sent = await sendOrQueue({
        kind: 'startV2',
        body: { order: { Zone, ParkingCode, Vehicle }, idempotencyKey },
      });
      if (sent === QUEUED) return;
      await refreshProfile();
      notify(t('notify.started'));
      options.onDone();
      return;
    }
    if (mode === 'driver') {
      const cost = input.cost;
      // A company payer (issue 8) pays from the company's balance: the driver's does not matter.
      const byCompany = isCompanyMethod(input.paymentService);
      if (!byCompany && cost && !isMoneyEnough(cost.balance, cost.totalcost)) {
        openModal({ kind: 'payment', action: 'refill', suggestedKopecks: shortfall(cost) });
        return;
      }
      const sent = await sendOrQueue({
        kind: input.payType === 'today' ? 'payment' : 'postPayment',
        body: {
          ...input.request,
          PaymentService: byCompany ? input.paymentService : BALANCE_METHOD,
          idempotencyKey,
        },
      });
      if (sent === QUEUED) return;
      await refreshProfile();
      notify(t('notify.paid'));
      options.onDone();
      return;
    }
    const body = {
      ...input.request,
      PaymentService: input.paymentService,
      ...(input.phone && { phone: input.phone.replace(/\D/g, '') }),
      ...input.receipt,
      idempotencyKey,
      // A guest has no login header: the guest token travels in the body.
      token: options.guestToken ?? undefined,
    };
    const answer = await sendOrQueue({
      kind: input.payType === 'today' ? 'paymentUnregister' : 'postPaymentUnregister',
      body,
    });
    if (answer === QUEUED) return;
    options.onDone();
    if (answer.RedirectURL) goToBank(answer.RedirectURL);
    else notify(t('notify.paid'));
  }

  async function submit(input: SubmitInput): Promise<void> {
    // A payment kept offline waits (its notice is on the form): a second tap must not pay twice.
    if (inProgress.current || queuedPayments().length > 0) return;
    inProgress.current = true;
    setBusy(true);
    setError(null);
    try {
      await pay(input);
    } catch (failure) {
      const name = errorNameOf(failure);
      if (mode === 'guest') {
        options.onGuestTokenRefused(name);
        setError(name);
      } else notify(t(`errors:${name}`, { defaultValue: t('errors:UnknownError') }), true);
    } finally {
      inProgress.current = false;
      setBusy(false);
    }
  }

  return { submit, busy, error, clearError: () => setError(null) };
}
