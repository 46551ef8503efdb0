import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_PATHS, type PageName } from '@parking/domain/site/page-match';
import { mockApi } from '../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../shared/testing/render-with-providers';
import { settingsFlags, siteOptions } from '../../shared/testing/site-options-factory';
import enCommon from '../../shared/i18n/locales/en/common.json';
import enSite from '../../shared/i18n/locales/en/site.json';
import ruCommon from '../../shared/i18n/locales/ru/common.json';
import ruSite from '../../shared/i18n/locales/ru/site.json';
import { NOT_FOUND_HEAD, PAGE_HEADS } from '../router/page-heads';
import { App } from '../app';

// The map is another feature with its own tests; here only its tab and description matter.
vi.mock('../../features/map/components/map-page', () => ({ MapPage: () => <div data-testid="map" /> }));

function api() {
  return mockApi({
    '/api/options/get-options': () => siteOptions(),
    '/api/options/get-settings': () => settingsFlags(),
    '/api/news/get-news-list': () => ({ count: 0, items: [] }),
    '/api/news/get-news': () => ({
      id: 7,
      title: 'Новые зоны',
      date: '2025-03-05T10:00:00Z',
      preview: '',
      body: '',
    }),
  });
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

beforeEach(() => {
  window.localStorage.clear();
  document.title = '';
  // as index.html has it, in Russian, for a crawler that runs no script
  if (!document.querySelector('meta[name=description]'))
    document.head.insertAdjacentHTML('afterbegin', '<meta name="description" content="Платные парковки">');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await testI18n.changeLanguage('ru');
});

describe('the tab title and meta description follow the route', () => {
  it('names the map page in Russian from the texts "/" ships with', async () => {
    api();
    renderWithProviders(<App />, { route: '/' });
    await screen.findByTestId('map');
    await waitFor(() => expect(document.title).toBe('Карта платных парковок — Городские парковки · Пермь'));
    expect(description()).toBe('Платные парковки на карте: зоны, цены, оплата и продление онлайн. Пермь.');
  });

  it('follows a language switch on the same page', async () => {
    const user = userEvent.setup();
    api();
    renderWithProviders(<App />, { route: '/news' });
    await waitFor(() => expect(document.title).toBe('Новости — Городские парковки · Пермь'));
    expect(description()).toMatch(/^Новости городских парковок/);
    await user.click(screen.getByRole('button', { name: 'Язык: Русский. Сменить язык' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    await waitFor(() => expect(document.title).toBe('News — City Parking · Perm'));
    expect(description()).toBe('City parking news: new zones, tariffs and changes. Perm.');
  });

  it('lets a news item name the tab with its headline', async () => {
    api();
    renderWithProviders(<App />, { route: '/news/7' });
    await screen.findByRole('heading', { level: 1, name: 'Новые зоны' });
    await waitFor(() => expect(document.title).toBe('Новые зоны — Городские парковки · Пермь'));
  });

  it('names an unknown address and a page that has no English address as not found', async () => {
    api();
    renderWithProviders(<App />, { route: '/en/profile/receipts' });
    await waitFor(() => expect(document.title).toBe('Page not found — City Parking · Perm'));
    expect(description()).toBe('There is no such page on the site. Perm.');
  });
});

describe('the page table', () => {
  const catalogues = {
    ru: { common: ruCommon, site: ruSite },
    en: { common: enCommon, site: enSite },
  } as const;
  const text = (lang: 'ru' | 'en', key: string): unknown => {
    const [namespace, path] = key.split(':') as ['common' | 'site', string];
    return path
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown>)?.[part],
        catalogues[lang][namespace],
      );
  };

  it('gives every page a title and a description in both languages', () => {
    const heads = [
      ...(Object.keys(PAGE_PATHS) as PageName[]).map((page) => PAGE_HEADS[page]),
      NOT_FOUND_HEAD,
    ];
    for (const head of heads)
      for (const lang of ['ru', 'en'] as const) {
        expect(text(lang, head.title), `${lang} ${head.title}`).toEqual(expect.any(String));
        expect(text(lang, head.description), `${lang} ${head.description}`).toEqual(expect.any(String));
      }
  });
});
