import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ReminderSettings,
  ReminderSettingsAnswer as Answer,
} from '@parking/domain/reminders/reminder-contracts';
import { apiCall, apiGet } from '../../../shared/http/api-client';

const KEY = ['reminder-settings'] as const;

export type ReminderSettingsAnswer = Omit<Answer, 'status'>;

/** GET /api/profile/reminder-settings: the driver's reminder settings and the VAPID public key. */
export function useReminderSettings() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      apiGet<ReminderSettingsAnswer>('/api/profile/reminder-settings', undefined, signal).then((r) => ({
        settings: r.settings,
        pushKey: r.pushKey ?? null,
      })),
  });
}

/**
 * PUT /api/profile/reminder-settings with every field. The controls follow only the server's
 * answer; the seeds' get-settings-v1 (pushOff, checkParkingSession...) states the same facts,
 * so its cache is dropped too.
 */
export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReminderSettings) =>
      apiCall<{ settings: ReminderSettings }>('PUT', '/api/profile/reminder-settings', { body: settings }),
    onSuccess: (answer) => {
      queryClient.setQueryData<ReminderSettingsAnswer>(KEY, (old) =>
        old ? { ...old, settings: answer.settings } : old,
      );
      void queryClient.invalidateQueries({ queryKey: ['account-settings'] });
    },
  });
}

/** POST /api/profile/push-subscriptions: this device's PushSubscription, with the texts' language. */
export function postPushSubscription(subscription: PushSubscriptionJSON, lang: string) {
  return apiCall('POST', '/api/profile/push-subscriptions', {
    body: { endpoint: subscription.endpoint, keys: subscription.keys, lang },
  });
}

/** DELETE /api/profile/push-subscriptions: this device no longer wants pushes. */
export function deletePushSubscription(endpoint: string) {
  return apiCall('DELETE', '/api/profile/push-subscriptions', { body: { endpoint } });
}
