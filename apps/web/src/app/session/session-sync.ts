import type { QueryClient } from '@tanstack/react-query';
import { subscribeAuthBroadcast } from '../../shared/auth/auth-broadcast';
import { getToken } from '../../shared/auth/auth-state';
import { endSession } from '../../shared/auth/session';
import { onTokenRefused } from '../../shared/http/api-client';
import { closeModal, openModal, peekActiveModal } from '../../shared/modals/modal-store';
import { forgetProfile, profileQueryOptions } from '../../shared/profile/api/get-profile';

/**
 * Wires the login state into the rest of the app, once at start (main.tsx):
 * - a TokenExpired / TokenNotFound answer to the driver's token logs out here and in the other
 *   tabs, and opens the session-expired modal, whose OK leads to the login modal (document 1,
 *   section 4);
 * - another tab's LOGIN refreshes the profile and closes a login prompt left open here; its
 *   LOGOUT logs this tab out too.
 * Returns the function that stops listening (tests).
 */
export function installSessionSync(queryClient: QueryClient): () => void {
  const stopRefusals = onTokenRefused('driver', (failure) => {
    endSession();
    forgetProfile(queryClient);
    openModal({ kind: 'sessionExpired', reason: failure });
  });
  const stopBroadcasts = subscribeAuthBroadcast((message) => {
    if (message === 'LOGOUT') {
      endSession({ broadcast: false });
      forgetProfile(queryClient);
      return;
    }
    void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
    const active = peekActiveModal();
    const kind = active?.request.kind;
    if (active && (kind === 'login' || kind === 'sessionExpired') && getToken('standard') !== null) {
      closeModal(active.id);
    }
  });
  return () => {
    stopRefusals();
    stopBroadcasts();
  };
}
