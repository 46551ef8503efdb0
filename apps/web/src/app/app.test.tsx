import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../shared/auth/auth-state';
import { mockApi } from '../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../shared/testing/render-with-providers';
import { settingsFlags, siteOptions } from '../shared/testing/site-options-factory';
import { App } from './app';

// The map is another feature with its own tests; here it only has to be recognisable, and to
// count how often it mounts (a language switch must not rebuild it).
const mapMounts = vi.hoisted(() => ({ count: 0 }));
vi.mock('../features/map/components/map-page', async () => {
  const { useEffect } = await import('react');
  return {
    MapPage: ({ initialZoom }: { initialZoom: number }) => {
      useEffect(() => {
        mapMounts.count += 1;
      }, []);
      return <div data-testid="map">map at zoom {initialZoom}</div>;
    },
  };
});

const news = {
  count: 1,
  items: [{ id: 7, title: 'Новые зоны', date: '2025-03-05T10:00:00Z', preview: 'С 1 апреля' }],
};

function api(overrides: { settings?: Parameters<typeof settingsFlags>[0]; smsCommands?: unknown[] } = {}) {
  return mockApi({
    '/api/options/get-options': () => siteOptions({ initialZoom: 15 }),
    '/api/options/get-settings': () => settingsFlags(overrides.settings),
    '/api/news/get-news-list': () => news,
    '/api/sms/get-commands': () => overrides.smsCommands ?? [],
    '/api/profile/get-profile-v6': () => ({
      firstName: 'Иван',
      lastName: 'Петров',
      email: 'ivan@mail.ru',
      phones: [],
      ts: [],
    }),
  });
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await testI18n.changeLanguage('ru');
});

describe('language prefix', () => {
  it('serves the map at / with the configured zoom', async () => {
    api();
    renderWithProviders(<App />, { route: '/' });
    expect(await screen.findByTestId('map')).toHaveTextContent('map at zoom 15');
  });

  it('strips a /ru prefix by redirect', async () => {
    api();
    renderWithProviders(<App />, { route: '/ru/news?page=1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Новости' })).toBeInTheDocument();
    expect(location()).toBe('/news?page=1');
  });

  it('serves English under /en', async () => {
    api();
    renderWithProviders(<App />, { route: '/en/news' });
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(location()).toBe('/en/news');
    expect(testI18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('sends an unsupported language to the main page', async () => {
    api();
    renderWithProviders(<App />, { route: '/de/news' });
    expect(await screen.findByTestId('map')).toBeInTheDocument();
    expect(location()).toBe('/');
  });
});

describe('language menu', () => {
  it('switches the prefix of the same page', async () => {
    const user = userEvent.setup();
    api();
    renderWithProviders(<App />, { route: '/news?page=1' });
    await screen.findByRole('heading', { level: 1, name: 'Новости' });
    await user.click(screen.getByRole('button', { name: 'Язык: Русский. Сменить язык' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(location()).toBe('/en/news?page=1');
  });
});

describe('map page', () => {
  it('keeps the same map when the language changes', async () => {
    const user = userEvent.setup();
    api();
    renderWithProviders(<App />, { route: '/' });
    await screen.findByTestId('map');
    const mountsBefore = mapMounts.count;
    await user.click(screen.getByRole('button', { name: 'Язык: Русский. Сменить язык' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    await waitFor(() => expect(location()).toBe('/en'));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(mapMounts.count).toBe(mountsBefore);
  });
});

describe('not found', () => {
  it('answers an unknown address with the not-found page', async () => {
    api();
    renderWithProviders(<App />, { route: '/missing/page?x=1' });
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.getByText('Возможно, ссылка неверна или страница была перемещена.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Попробовать ещё раз' })).toHaveAttribute(
      'href',
      '/missing/page?x=1',
    );
  });

  it('does not take an unknown first word for a language', async () => {
    api();
    renderWithProviders(<App />, { route: '/foo/news' });
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    expect(location()).toBe('/foo/news');
  });

  it('speaks English under /en', async () => {
    api();
    renderWithProviders(<App />, { route: '/en/nothing-here' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'To the main page' })).toHaveAttribute('href', '/en');
  });
});

describe('route guards', () => {
  it('sends visitors away from the cabinet', async () => {
    api();
    renderWithProviders(<App />, { route: '/profile/operations' });
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('opens the cabinet to a logged-in driver, /profile going to its first section', async () => {
    setToken('standard', 'token-1');
    api();
    renderWithProviders(<App />, { route: '/en/profile' });
    // Two lazy chunks in a row: the cabinet frame, then the section.
    expect(await screen.findByRole('heading', { name: 'Parking' }, { timeout: 5000 })).toBeInTheDocument();
    expect(location()).toBe('/en/profile/parking');
  });

  it('has no language-prefixed constructor page', async () => {
    setToken('standard', 'token-1');
    // the constructor on: with it off, the cabinet sends any constructor address to its first section
    api({ settings: { useSubscriptionConstructor: true } });
    renderWithProviders(<App />, { route: '/en/profile/constructor' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('opens receipts and the constructor (no prefixed variant) from the English menu in English', async () => {
    setToken('standard', 'token-1');
    api({ settings: { useReceipts: true, useSubscriptionConstructor: true } });
    renderWithProviders(<App />, { route: '/en/profile/operations' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Receipts' }, { timeout: 5000 }));
    expect(await screen.findByRole('heading', { name: 'Receipts' }, { timeout: 5000 })).toBeInTheDocument();
    expect(location()).toBe('/profile/receipts');
    await user.click(screen.getByRole('tab', { name: 'Subscription builder' }));
    expect(
      await screen.findByRole('heading', { name: 'Subscription constructor' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(location()).toBe('/profile/constructor');
    // Back to a section with a prefix: still English.
    await user.click(screen.getByRole('tab', { name: 'My profile' }));
    await waitFor(() => expect(location()).toBe('/en/profile/my-profile'));
  });

  it('keeps registration and the receipt check for logged-out visitors', async () => {
    setToken('standard', 'token-1');
    api();
    renderWithProviders(<App />, { route: '/check?title=x' });
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('shows the corporate sign-in on /coop-profile without a corporate login', async () => {
    setToken('standard', 'token-1');
    api();
    renderWithProviders(<App />, { route: '/coop-profile' });
    expect(
      await screen.findByRole('heading', { name: 'Вход для юридических лиц' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(location()).toBe('/coop-profile');
  });

  it('opens guest payment only when the city allows it', async () => {
    api({ settings: { useSessionWithoutRegister: true } });
    const first = renderWithProviders(<App />, { route: '/guest-payment?zone=101' });
    expect(
      await screen.findByRole('heading', { name: 'Оплата парковки без регистрации' }),
    ).toBeInTheDocument();
    first.unmount();

    api({ settings: { useSessionWithoutRegister: false } });
    renderWithProviders(<App />, { route: '/guest-payment?zone=101' });
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('hides /update in cities that do not have it', async () => {
    api();
    renderWithProviders(<App />, { route: '/update' });
    await waitFor(() => expect(location()).toBe('/'));
  });
});

describe('sms commands', () => {
  it('leaves for the main page when there are no commands', async () => {
    api({ smsCommands: [] });
    renderWithProviders(<App />, { route: '/sms-commands' });
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('lists the commands with the short number and transcription parts', async () => {
    api({
      smsCommands: [
        {
          name: 'Оплата',
          hint: 'Оплатить час',
          example: 'P*101*A123BC59*1',
          command_transcription: 'P*зона*номер*часы',
        },
      ],
    });
    renderWithProviders(<App />, { route: '/sms-commands' });
    expect(await screen.findByRole('heading', { name: 'Оплата' })).toBeInTheDocument();
    expect(screen.getByText('7878')).toBeInTheDocument();
    const parts = screen.getByRole('list', { name: 'Части команды, разделённые звёздочкой' });
    expect(parts.querySelectorAll('li')).toHaveLength(4);
    expect(parts).toHaveTextContent('P*зона*номер*часы');
  });
});
