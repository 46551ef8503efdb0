import { useQuery } from '@tanstack/react-query';
import type { ReminderExtendRequest, ReminderStayAnswer } from '@parking/domain/reminders/reminder-contracts';
import type { SessionPaymentAnswer } from '../../../shared/payments/api/payment-types';
import { apiCall, apiGet } from '../../../shared/http/api-client';

/** GET /api/reminders/stay/:token: the stay, the renew step's durations with costs, the balance. */
export type ReminderStay = Omit<ReminderStayAnswer, 'status'>;

export const reminderStayKey = (token: string) => ['reminder-stay', token] as const;

/** The link works without a login: the token itself is the stay's single-purpose key. */
export function useReminderStay(token: string) {
  return useQuery({
    queryKey: reminderStayKey(token),
    queryFn: ({ signal }) =>
      apiGet<ReminderStay>(`/api/reminders/stay/${encodeURIComponent(token)}`, undefined, signal),
    retry: false,
  });
}

/**
 * POST /api/reminders/extend/:token: the renew step for that stay, paid from its owner's balance
 * or, when short, answered with the bank's page (RedirectURL). The key makes a retry safe.
 */
export function postExtend(token: string, body: ReminderExtendRequest) {
  return apiCall<Omit<SessionPaymentAnswer, 'status'>>(
    'POST',
    `/api/reminders/extend/${encodeURIComponent(token)}`,
    { body },
  );
}
