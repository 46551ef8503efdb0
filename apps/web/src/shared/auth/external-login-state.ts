/**
 * The OAuth `state` of an external-ID login: made before leaving for the provider, checked once
 * on return, so a callback this tab did not start (a forged link) is refused.
 */
const STATE_KEY = 'external-login-state';

export function createExternalLoginState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  const state = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  try {
    window.sessionStorage.setItem(STATE_KEY, state);
  } catch {
    // Without storage the callback cannot verify the state and will refuse: nothing unsafe.
  }
  return state;
}

/** True when `state` is the one this tab made; the stored value is used up either way. */
export function takeExternalLoginState(state: string | null): boolean {
  let expected: string | null = null;
  try {
    expected = window.sessionStorage.getItem(STATE_KEY);
    window.sessionStorage.removeItem(STATE_KEY);
  } catch {
    return false;
  }
  return Boolean(state) && state === expected;
}
