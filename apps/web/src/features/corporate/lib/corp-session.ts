import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { readToken, writeCorporateToken } from '../../../shared/auth/token-table';

/**
 * The corporate login lives beside a driver's (document 1 §4: tokens per city and user type):
 * signing in or out here never touches the standard token. No LOGIN/LOGOUT broadcast: the other
 * tabs' listeners act on the driver's session; they follow this one through the storage event.
 */
export function signInCorporate(token: string): void {
  writeCorporateToken(token);
}

export function signOutCorporate(queryClient: QueryClient): void {
  writeCorporateToken(null);
  for (const root of ['corp-profile', 'corp-operations', 'corp-cost'])
    queryClient.removeQueries({ queryKey: [root] });
}

function subscribe(listener: () => void): () => void {
  // writeCorporateToken announces itself with a storage event, as another tab's write arrives.
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
const snapshot = () => readToken('corporate') !== null;

/** Whether this city has a corporate login, following sign-in and sign-out here and elsewhere. */
export function useCorporateLogin(): boolean {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
