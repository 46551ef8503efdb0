import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken, setToken } from '../../shared/auth/auth-state';
import { mockApi } from '../../shared/testing/mock-api';
import { renderWithProviders } from '../../shared/testing/render-with-providers';
import { settingsFlags } from '../../shared/testing/site-options-factory';
import { AccountMenus } from './account-menus';

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  window.localStorage.clear();
  setToken('standard', 'tok-1');
});
afterEach(() => vi.unstubAllGlobals());

describe('AccountMenus', () => {
  it('names the driver and logs out through the API, here and in the other tabs', async () => {
    const fetchMock = mockApi({
      '/api/options/get-settings': () => settingsFlags(),
      '/api/profile/get-profile-v6': () => ({
        firstName: 'Иван',
        lastName: 'Петров',
        email: 'ivan@mail.ru',
        phones: [],
      }),
      '/api/auth/logout': () => ({ status: 'ok' }),
    });
    const otherTab = new BroadcastChannel('auth');
    const heard = vi.fn();
    otherTab.onmessage = (event) => heard(event.data.message);
    const user = userEvent.setup();
    renderWithProviders(<AccountMenus />, { route: '/profile/parking' });

    await user.click(await screen.findByRole('button', { name: 'Личный кабинет: Иван Петров' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Выйти' }));
    await waitFor(() => expect(getToken('standard')).toBeNull());
    const logout = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/auth/logout'))!;
    expect((logout[1]!.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
    await waitFor(() => expect(location()).toBe('/'));
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith('LOGOUT'));
    otherTab.close();
  });

  it('logs out when the profile cannot be loaded for this login', async () => {
    mockApi({
      '/api/options/get-settings': () => settingsFlags(),
      '/api/profile/get-profile-v6': () => ({ status: 'error', errorName: 'AccountNotFound' }),
    });
    renderWithProviders(<AccountMenus />);
    await waitFor(() => expect(getToken('standard')).toBeNull());
  });

  it('keeps the login when the profile call only lost the connection', async () => {
    const fetchMock = mockApi({ '/api/options/get-settings': () => settingsFlags() });
    fetchMock.mockImplementation(async (input) => {
      if (String(input).includes('get-profile')) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ status: 'ok', result: settingsFlags() }));
    });
    renderWithProviders(<AccountMenus />);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('get-profile'))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getToken('standard')).toBe('tok-1');
    expect(screen.getByRole('button', { name: 'Личный кабинет' })).toBeInTheDocument();
  });
});
