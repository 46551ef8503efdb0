import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorNameOf } from '../../../shared/http/error-name';
import { openModal } from '../../../shared/modals/modal-store';
import type { CostResult, SessionRequestInput } from '../../../shared/payments/api/payment-types';
import { newIdempotencyKey } from '../../../shared/payments/api/payment-types';
import { postSessionPayment } from '../../../shared/payments/api/post-session-payment';
import { postStartV2 } from '../../../shared/payments/api/post-start-v2';
import { goToBank } from './go-to-bank';
import type { ReceiptContact } from './receipt-contact';
import { BALANCE_METHOD, isCompanyMethod } from '../../../shared/payments/payment-methods';
import type { RoadsidePayType } from './post-payment-start';
import { isMoneyEnough, shortfall } from './submit-label';

export type RoadsideMode = 'guest' | 'driver' | 'noBalance';

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
      await postStartV2({ order: { Zone, ParkingCode, Vehicle }, idempotencyKey });
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
      await postSessionPayment(input.payType === 'today' ? 'payment' : 'postPayment', {
        ...input.request,
        PaymentService: byCompany ? input.paymentService : BALANCE_METHOD,
        idempotencyKey,
      });
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
    const answer = await postSessionPayment(
      input.payType === 'today' ? 'paymentUnregister' : 'postPaymentUnregister',
      body,
    );
    options.onDone();
    if (answer.RedirectURL) goToBank(answer.RedirectURL);
    else notify(t('notify.paid'));
  }

  async function submit(input: SubmitInput): Promise<void> {
    if (inProgress.current) return;
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
