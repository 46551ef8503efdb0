import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { getToken, setToken } from '../../shared/auth/auth-state';
import { mockApi } from '../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../shared/testing/render-with-providers';
import { OperatorConsole } from './operator-console-routes';
import { writeMember } from './operator-member';
import { STAFF_AREAS } from '@parking/domain/staff/staff-roles';

function Console() {
  return (
    <Routes>
      <Route path="operator/*" element={<OperatorConsole />} />
    </Routes>
  );
}

const page = { count: 0, page: 1, pageSize: 20, items: [] };

beforeAll(async () => {
  await testI18n.loadNamespaces(['operator', 'operator-staff', 'errors', 'forms', 'console']);
});
beforeEach(() => {
  window.localStorage.clear();
  setToken('standard', 'driver-token');
});
afterEach(() => vi.unstubAllGlobals());

describe('OperatorConsoleLayout', { timeout: 30_000 }, () => {
  it('signs in with its own token and opens the role’s first area; sign-out forgets it', async () => {
    mockApi({
      '/api/operator/login': (_url, body) =>
        (body as { password: string }).password === 'secret'
          ? {
              status: 'ok',
              token: 'op-token',
              operator: { id: 1, login: 'op', name: 'Оператор Анна', role: 'support' },
            }
          : { status: 'error', errorName: 'IncorrectLogin' },
      '/api/operator/appeals': () => ({ status: 'ok', ...page }),
      '/api/operator/logout': () => ({ status: 'ok' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<Console />, { route: '/operator' });
    await user.click(await screen.findByRole('button', { name: 'Войти' }));
    expect(await screen.findAllByText('Это поле обязательно к заполнению')).toHaveLength(2);
    await user.type(screen.getByLabelText(/Логин/), 'op');
    await user.type(screen.getByLabelText(/Пароль/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Пароль/));
    await user.type(screen.getByLabelText(/Пароль/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Войти' }));

    expect(await screen.findByText('Оператор Анна')).toBeInTheDocument();
    expect(screen.getByText('Поддержка')).toBeInTheDocument();
    expect(getToken('operator')).toBe('op-token');
    expect(getToken('standard')).toBe('driver-token');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/operator/appeals'));

    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(getToken('operator')).toBeNull();
    expect(getToken('standard')).toBe('driver-token');
  });

  it('shows only the areas of the role and sends a foreign area to the first own one', async () => {
    mockApi({ '/api/operator/tariffs': () => ({ status: 'ok', ...page }) });
    setToken('operator', 'op-token');
    writeMember({ name: 'Тарифы Ирина', login: 'tm', role: 'tariff_manager' });
    renderWithProviders(<Console />, { route: '/operator/staff' });
    const nav = (await screen.findAllByRole('navigation', { name: 'Разделы пульта' }))[0]!;
    const links = within(nav)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(links).toEqual(['Зоны и объекты', 'Тарифы', 'Производственный календарь']);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/operator/map'));
    // from inside an area the links still lead to the other areas, not below the open one
    expect(within(nav).getByRole('link', { name: 'Тарифы' })).toHaveAttribute('href', '/operator/tariffs');
  });

  it('shows every area to an administrator', async () => {
    mockApi({});
    setToken('operator', 'op-token');
    writeMember({ name: '', login: 'admin', role: 'administrator' });
    renderWithProviders(<Console />, { route: '/operator' });
    const nav = (await screen.findAllByRole('navigation', { name: 'Разделы пульта' }))[0]!;
    expect(within(nav).getAllByRole('link')).toHaveLength(STAFF_AREAS.length);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/operator/staff'));
    // the staff API answers 404 here: the area says it is not ready instead of breaking
    expect(await screen.findByText('Раздел пока недоступен')).toBeInTheDocument();
  });
});
