import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { getToken } from '../../../shared/auth/auth-state';
import { createExternalLoginState } from '../../../shared/auth/external-login-state';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { ExternalLoginCallbackPage } from './external-login-callback-page';

const location = () => screen.getByTestId('location').textContent;

async function renderCallback(hash: string) {
  await testI18n.loadNamespaces(['external-login', 'errors']);
  renderWithProviders(<ExternalLoginCallbackPage />, { route: `/callback/YandexLogin.html#${hash}` });
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('external-ID callback', () => {
  it('exchanges the access token when the state is the one this tab sent', async () => {
    const sent: unknown[] = [];
    mockApi({
      '/api/auth/login-external': (_, body) => {
        sent.push(body);
        return { token: 'ours' };
      },
    });
    const state = createExternalLoginState();
    await renderCallback(`access_token=provider-token&token_type=bearer&expires_in=3600&state=${state}`);
    await waitFor(() => expect(location()).toBe('/'));
    expect(sent).toEqual([{ accessToken: 'provider-token' }]);
    expect(getToken('standard', 'perm')).toBe('ours');
    // The state is single-use.
    expect(window.sessionStorage.length).toBe(0);
  });

  it('refuses a callback with a state this tab did not make, without calling the server', async () => {
    const fetchMock = mockApi({ '/api/auth/login-external': () => ({ token: 'ours' }) });
    createExternalLoginState();
    await renderCallback('access_token=provider-token&state=forged');
    expect(await screen.findByText('Не удалось войти через внешний сервис')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getToken('standard', 'perm')).toBeNull();
    // The token no longer sits in the address.
    expect(location()).toBe('/callback/YandexLogin.html');
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  });

  it('shows the external-ID error when the server refuses the token', async () => {
    mockApi({ '/api/auth/login-external': () => ({ status: 'error', errorName: 'ExternalLoginError' }) });
    const state = createExternalLoginState();
    await renderCallback(`access_token=bad&state=${state}`);
    expect(await screen.findByText('Не удалось войти через внешний сервис')).toBeInTheDocument();
    expect(getToken('standard', 'perm')).toBeNull();
  });
});
