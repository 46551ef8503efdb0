import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../shared/auth/auth-state';
import { mockApi } from '../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../shared/testing/render-with-providers';
import { settingsFlags, siteOptions } from '../../shared/testing/site-options-factory';
import { App } from '../app';

// Issue 18 item 4: paying without registration is found from the main page, through the
// start-without-registration modal (document 1 §2). The map itself has its own tests.
vi.mock('../../features/map/components/map-page', () => ({
  MapPage: () => <div data-testid="map">map</div>,
}));

const api = (useSessionWithoutRegister: boolean) =>
  mockApi({
    '/api/options/get-options': () => siteOptions(),
    '/api/options/get-settings': () => settingsFlags({ useSessionWithoutRegister }),
    '/api/profile/get-profile-v6': () => ({ firstName: 'Иван', lastName: 'Петров', phones: [], ts: [] }),
  });

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => window.localStorage.clear());
afterEach(async () => {
  vi.unstubAllGlobals();
  await testI18n.changeLanguage('ru');
});

describe('pay without registration from the main page', () => {
  it('opens the start-without-registration modal and goes on to the guest page', async () => {
    api(true);
    const user = userEvent.setup();
    renderWithProviders(<App />, { route: '/' });
    await user.click(
      await screen.findByRole('button', { name: 'Оплатить без регистрации' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Оплата без регистрации' });
    expect(dialog).toHaveTextContent('банковской картой');
    await user.click(screen.getByRole('button', { name: 'Продолжить без регистрации' }));
    await waitFor(() => expect(location()).toBe('/guest-payment'));
  });

  it('keeps the English prefix, and offers to log in instead', async () => {
    api(true);
    const user = userEvent.setup();
    renderWithProviders(<App />, { route: '/en' });
    await user.click(
      await screen.findByRole('button', { name: 'Pay without registration' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pay without registration' });
    expect(dialog).toHaveTextContent('bank card');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue without registration' }));
    await waitFor(() => expect(location()).toBe('/en/guest-payment'));
  });

  it('is not offered where the city has no guest payment, nor to a logged-in driver', async () => {
    api(false);
    const first = renderWithProviders(<App />, { route: '/' });
    await screen.findByTestId('map');
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByRole('button', { name: 'Оплатить без регистрации' })).toBeNull();
    first.unmount();

    api(true);
    setToken('standard', 'driver-token');
    renderWithProviders(<App />, { route: '/' });
    await screen.findByTestId('map');
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByRole('button', { name: 'Оплатить без регистрации' })).toBeNull();
  });
});
