import { broadcastAuth } from './auth-broadcast';
import { getToken, setToken, type UserType } from './auth-state';

/**
 * Logging in and out, whoever does it (login modal, registration, external ID, an expired token):
 * the token per city and user type, and the word to the other tabs.
 */
export function startSession(token: string, type: UserType = 'standard'): void {
  setToken(type, token);
  broadcastAuth('LOGIN');
}

/** Forgets the token locally. `broadcast: false` when the word came from another tab. */
export function endSession({ broadcast = true, type = 'standard' as UserType } = {}): void {
  const hadToken = getToken(type) !== null;
  setToken(type, null);
  if (broadcast && hadToken) broadcastAuth('LOGOUT');
}
