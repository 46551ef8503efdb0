import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiPost } from '../../../shared/http/api-client';
import { readStored, writeStored } from '../../../shared/storage/local-storage';

/** The server keeps a guest token 24 h; renew an hour early so a payment never meets its end. */
const GUEST_TOKEN_LIFETIME_MS = 23 * 3600_000;
const storageKey = (city: string) => `guestToken:${city}`;

type StoredGuestToken = { token: string; expiresAt: number };

/** POST /api/auth/guest-token: pays and prices without an account (useSessionWithoutRegister). */
export function postGuestToken(): Promise<string> {
  return apiPost<{ token: string }>('/api/auth/guest-token').then((r) => r.token);
}

/** The stored guest token of the city while it is fresh, else a new one (kept for the next visit). */
export async function obtainGuestToken(now = Date.now()): Promise<string> {
  const city = getCurrentCity().city;
  const stored = readStored<StoredGuestToken>(storageKey(city));
  if (stored && typeof stored.token === 'string' && stored.expiresAt > now) return stored.token;
  const token = await postGuestToken();
  writeStored(storageKey(city), { token, expiresAt: now + GUEST_TOKEN_LIFETIME_MS });
  return token;
}

export function forgetGuestToken(): void {
  writeStored(storageKey(getCurrentCity().city), null);
}

const isTokenRefusal = (name: string) => name === 'TokenExpired' || name === 'TokenNotFound';

/** The guest token for the forms; `renew` after the server refused it (expired, unknown). */
export function useGuestToken(enabled: boolean) {
  const queryClient = useQueryClient();
  const queryKey = ['parking-payment', 'guest-token', getCurrentCity().city];
  const query = useQuery({
    queryKey,
    queryFn: () => obtainGuestToken(),
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const renewIfRefused = useCallback(
    (errorName: string) => {
      if (!isTokenRefusal(errorName)) return;
      forgetGuestToken();
      void queryClient.invalidateQueries({ queryKey: ['parking-payment', 'guest-token'] });
    },
    [queryClient],
  );
  return { token: query.data ?? null, error: query.error, refetch: query.refetch, renewIfRefused };
}
