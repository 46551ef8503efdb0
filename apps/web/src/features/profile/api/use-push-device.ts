import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { deletePushSubscription, postPushSubscription } from './reminder-settings';
import {
  currentSubscription,
  pushUnavailableReason,
  subscribeThisDevice,
  type PushUnavailable,
} from '../lib/web-push-device';

/**
 * Web push on this device: whether it is subscribed, why it cannot be (if so), and the switch's
 * action. On: permission, subscribe, POST the subscription. Off: DELETE it on the server first
 * (so no push is sent to a device that no longer listens), then unsubscribe in the browser.
 * `onChanged(on)` then saves the account's `push` flag (the seeds' pushOff).
 */
export function usePushDevice(pushKey: string | null, lang: string, onChanged: (on: boolean) => void) {
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [refused, setRefused] = useState<PushUnavailable | null>(null);
  useEffect(() => {
    let live = true;
    currentSubscription()
      .then((s) => live && setSubscribed(s !== null))
      .catch(() => live && setSubscribed(false));
    return () => {
      live = false;
    };
  }, []);
  const toggle = useMutation({
    mutationFn: async (on: boolean) => {
      if (on) {
        const outcome = await subscribeThisDevice(pushKey);
        if (outcome.kind === 'unavailable') {
          setRefused(outcome.reason);
          return;
        }
        await postPushSubscription(outcome.subscription.toJSON(), lang);
        setSubscribed(true);
      } else {
        const subscription = await currentSubscription();
        if (subscription) {
          await deletePushSubscription(subscription.endpoint);
          await subscription.unsubscribe();
        }
        setSubscribed(false);
      }
      onChanged(on);
    },
  });
  return { subscribed, unavailable: refused ?? pushUnavailableReason(pushKey), toggle };
}
