import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { defaultSiteOptions } from '@parking/domain/contracts/default-site-options';
import { setToken } from '../../shared/auth/auth-state';
import { mockApi } from '../../shared/testing/mock-api';
import { renderWithProviders } from '../../shared/testing/render-with-providers';
import { settingsFlags, siteOptions } from '../../shared/testing/site-options-factory';
import { SideMenu } from './side-menu';

const item = (path: string, ru: string, en: string, itemOrder: number) => ({
  path,
  title: { ru, en },
  itemOrder,
});

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('SideMenu', () => {
  it('lists the map once when the city configures a map item of its own', async () => {
    const base = defaultSiteOptions([58.01, 56.25]).menuItems;
    mockApi({
      '/api/options/get-options': () =>
        siteOptions({
          menuItems: {
            ...base,
            mobile: [item('/', 'Карта', 'Map', 1), item('/news', 'Новости', 'News', 2)],
          },
        }),
      '/api/options/get-settings': () => settingsFlags(),
    });
    renderWithProviders(<SideMenu open onClose={() => {}} />);
    const nav = await screen.findByRole('navigation');
    expect(await within(nav).findByRole('link', { name: 'Новости' })).toBeInTheDocument();
    const mapLinks = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') === '/');
    expect(mapLinks).toHaveLength(1);
    expect(mapLinks[0]).toHaveTextContent('Карта парковок');
  });

  it('offers its own map item when the city configures none', async () => {
    mockApi({
      '/api/options/get-options': () => siteOptions(),
      '/api/options/get-settings': () => settingsFlags(),
    });
    renderWithProviders(<SideMenu open onClose={() => {}} />);
    const nav = await screen.findByRole('navigation');
    expect(await within(nav).findByRole('link', { name: 'Карта парковок' })).toHaveAttribute('href', '/');
  });

  it("offers a logged-in company its cabinet, not the driver's login and registration", async () => {
    const base = defaultSiteOptions([58.01, 56.25]).menuItems;
    setToken('corporate', 'company-token');
    mockApi({
      '/api/options/get-options': () =>
        siteOptions({
          menuItems: {
            ...base,
            mobile: [item('/registration', 'Регистрация', 'Sign up', 1), item('/news', 'Новости', 'News', 2)],
          },
        }),
      '/api/options/get-settings': () => settingsFlags(),
    });
    renderWithProviders(<SideMenu open onClose={() => {}} />);
    const nav = await screen.findByRole('navigation');
    expect(await within(nav).findByRole('link', { name: 'Новости' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Компания' })).toHaveAttribute('href', '/coop-profile');
    expect(within(nav).queryByRole('button', { name: 'Войти' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Регистрация' })).not.toBeInTheDocument();
  });
});
