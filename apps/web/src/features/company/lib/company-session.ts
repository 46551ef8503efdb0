import type { QueryClient } from '@tanstack/react-query';
import { setToken, useAuthState } from '../../../shared/auth/auth-state';

/**
 * The corporate login lives beside a driver's (document 1 §4: tokens per city and user type):
 * signing in or out here never touches the standard token. No LOGIN/LOGOUT broadcast: the other
 * tabs' listeners act on the driver's session; they follow this one through the storage key.
 */
export function signInCompany(token: string): void {
  setToken('corporate', token);
}

export function signOutCompany(queryClient: QueryClient): void {
  setToken('corporate', null);
  for (const root of ['corp-profile', 'corp-operations', 'corp-cost'])
    queryClient.removeQueries({ queryKey: [root] });
}

/** Whether this city has a corporate login, following sign-in and sign-out here and elsewhere. */
export function useCompanyLogin(): boolean {
  return useAuthState().isCompany;
}
