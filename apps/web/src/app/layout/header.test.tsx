import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { setToken } from '../../shared/auth/auth-state';
import { mockApi } from '../../shared/testing/mock-api';
import { renderWithProviders } from '../../shared/testing/render-with-providers';
import { settingsFlags, siteOptions } from '../../shared/testing/site-options-factory';
import { Header } from './header';

beforeEach(() => {
  window.localStorage.clear();
  mockApi({
    '/api/options/get-options': () => siteOptions(),
    '/api/options/get-settings': () => settingsFlags(),
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderHeader = () =>
  renderWithProviders(<Header onOpenSideMenu={() => {}} onSideMenuIntent={() => {}} />);

describe('Header', () => {
  it('offers a visitor to log in and to sign up', async () => {
    renderHeader();
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Регистрация' })).toBeInTheDocument();
  });

  it('leads a logged-in company to its cabinet instead of offering a login and a sign-up', async () => {
    setToken('corporate', 'company-token');
    renderHeader();
    expect(await screen.findByRole('link', { name: 'Компания' })).toHaveAttribute('href', '/coop-profile');
    expect(screen.queryByRole('button', { name: 'Войти' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Регистрация' })).toBeNull();
  });
});
