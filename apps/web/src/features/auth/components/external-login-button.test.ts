import { afterEach, describe, expect, it } from 'vitest';
import { takeExternalLoginState } from '../../../shared/auth/external-login-state';
import { externalAuthorizeUrl } from './external-login-button';

afterEach(() => window.sessionStorage.clear());

describe('externalAuthorizeUrl', () => {
  it('asks for a token (implicit flow) back to the callback page, with the state', () => {
    const url = new URL(externalAuthorizeUrl('https://oauth.example/authorize?force_confirm=1', 'cid', 's1'));
    expect(url.origin + url.pathname).toBe('https://oauth.example/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      force_confirm: '1',
      response_type: 'token',
      client_id: 'cid',
      redirect_uri: `${window.location.origin}/callback/YandexLogin.html`,
      state: 's1',
    });
    expect(takeExternalLoginState('s1')).toBe(false);
  });
});
