import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { endSession } from '../../../shared/auth/session';
import { apiCall } from '../../../shared/http/api-client';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { forgetProfile } from '../../../shared/profile/api/get-profile';

/** POST /api/auth/logout: the server revokes the token. */
export async function logout(): Promise<void> {
  try {
    await apiCall('POST', '/api/auth/logout', { body: {}, ignoreAuthFailure: true });
  } catch {
    // An expired token or no connection: the driver still wants out, so log out here anyway.
  }
}

/** Log out: revoke on the server, forget locally, tell the other tabs, go to the map. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  return useCallback(async () => {
    await logout();
    endSession();
    forgetProfile(queryClient);
    await navigate(to('/'));
  }, [queryClient, navigate, to]);
}
