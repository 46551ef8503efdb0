import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { getToken, setToken } from '../../shared/auth/auth-state';
import { mockApi } from '../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../shared/testing/render-with-providers';
import { settingsFlags } from '../../shared/testing/site-options-factory';
import { RouteGuard } from '../guards/route-guard';
import { CabinetLayout } from './cabinet-layout';
import type { CabinetSection } from './cabinet-menu';

const SECTIONS: CabinetSection[] = [
  'parking',
  'operations',
  'abonements',
  'my-profile',
  'receipts',
  'penalty',
  'feedback',
  'constructor',
];
const location = () => screen.getByTestId('location').textContent;
const PROFILE = { firstName: 'Иван', lastName: 'Петров', email: 'i@p.ru', phones: [], ts: [], balance: 0 };

function renderCabinet(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<p>карта</p>} />
      <Route path="/profile" element={<RouteGuard rule="private" />}>
        <Route element={<CabinetLayout />}>
          <Route index />
          {SECTIONS.map((s) => (
            <Route key={s} path={s} element={<p>{`раздел ${s}`}</p>} />
          ))}
        </Route>
      </Route>
    </Routes>,
    { route },
  );
}

beforeEach(async () => {
  window.localStorage.clear();
  setToken('standard', 'tok-cabinet-0123456789');
  await testI18n.loadNamespaces(['header', 'common', 'errors', 'cabinet']);
});
afterEach(() => vi.unstubAllGlobals());

describe('cabinet frame', () => {
  it('a bare /profile opens the first menu item', async () => {
    mockApi({
      '/api/options/get-settings': () => settingsFlags(),
      '/api/profile/get-profile-v6': () => PROFILE,
    });
    renderCabinet('/profile');
    expect(await screen.findByText('раздел parking')).toBeInTheDocument();
    expect(location()).toBe('/profile/parking');
  });

  it('sends a logged-out visitor to /', async () => {
    setToken('standard', null);
    mockApi({ '/api/options/get-settings': () => settingsFlags() });
    renderCabinet('/profile/my-profile');
    expect(await screen.findByText('карта')).toBeInTheDocument();
    expect(location()).toBe('/');
  });

  it('shows only the entries the flags allow', async () => {
    mockApi({
      '/api/options/get-settings': () =>
        settingsFlags({
          useReceipts: false,
          viewPenalty: false,
          useFeedback: false,
          useSubscriptionConstructor: false,
        }),
      '/api/profile/get-profile-v6': () => PROFILE,
    });
    renderCabinet('/profile/operations');
    const nav = await screen.findByRole('navigation', { name: 'Разделы личного кабинета' });
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['Парковка', 'История операций', 'Абонементы и льготы', 'Мой профиль']),
    );
    expect(within(nav).getByRole('tab', { name: 'История операций' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('names parking "parking sessions" without a balance and adds the flagged entries', async () => {
    mockApi({
      '/api/options/get-settings': () =>
        settingsFlags({
          dontUseBalance: true,
          useReceipts: true,
          viewPenalty: true,
          useFeedback: true,
          useSubscriptionConstructor: true,
        }),
      '/api/profile/get-profile-v6': () => PROFILE,
    });
    renderCabinet('/profile/parking');
    const nav = await screen.findByRole('navigation', { name: 'Разделы личного кабинета' });
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual([
        'Парковочные сессии',
        'История операций',
        'Абонементы и льготы',
        'Мой профиль',
        'Квитанции',
        'Штрафы',
        'Обратная связь',
        'Конструктор абонементов',
      ]),
    );
  });

  it('a section the flags hide goes to the first item', async () => {
    mockApi({
      '/api/options/get-settings': () => settingsFlags({ useReceipts: false }),
      '/api/profile/get-profile-v6': () => PROFILE,
    });
    renderCabinet('/profile/receipts');
    await waitFor(() => expect(location()).toBe('/profile/parking'));
  });

  it('a profile that fails to load shows retry and logout', async () => {
    let fail = true;
    const fetchMock = mockApi({
      '/api/options/get-settings': () => settingsFlags(),
      '/api/profile/get-profile-v6': () => PROFILE,
      '/api/auth/logout': () => ({ status: 'ok' }),
    });
    const real = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('get-profile') && fail) throw new TypeError('Failed to fetch');
      return real(input, init);
    });
    const user = userEvent.setup();
    renderCabinet('/profile/my-profile');
    expect(await screen.findByText('Не удалось загрузить профиль')).toBeInTheDocument();
    expect(screen.queryByText('раздел my-profile')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('раздел my-profile')).toBeInTheDocument();
  });

  it('logout from the load error leaves the cabinet', async () => {
    const fetchMock = mockApi({
      '/api/options/get-settings': () => settingsFlags(),
      '/api/auth/logout': () => ({ status: 'ok' }),
    });
    const real = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('get-profile')) throw new TypeError('Failed to fetch');
      return real(input, init);
    });
    const user = userEvent.setup();
    renderCabinet('/profile/my-profile');
    await user.click(await screen.findByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(getToken('standard')).toBeNull());
    await waitFor(() => expect(location()).toBe('/'));
  });
});
