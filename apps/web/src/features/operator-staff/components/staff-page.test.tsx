import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffMember } from '@parking/domain/staff/staff-contracts';
import { setToken } from '../../../shared/auth/auth-state';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { StaffPage } from './staff-page';

const anna: StaffMember = {
  id: 2,
  login: 'anna',
  name: 'Анна',
  role: 'support',
  disabled: false,
  createdAt: '2026-01-10T09:00:00.000Z',
};

function setUp() {
  const writes: { path: string; method: string; body: unknown }[] = [];
  const api = mockApi({
    '/api/operator/staff': (url, body) => {
      if (body) return { status: 'error', errorName: 'StaffLoginExists' };
      return { status: 'ok', count: 1, page: 1, pageSize: 20, items: [anna], q: url.searchParams.get('q') };
    },
    '/api/operator/staff/2': (_url, body) => ({ status: 'ok', member: { ...anna, ...(body as object) } }),
  });
  const original = api.getMockImplementation()!;
  api.mockImplementation(async (input, init) => {
    if (init?.method && init.method !== 'GET')
      writes.push({
        path: new URL(String(input), 'http://x').pathname,
        method: init.method,
        body: JSON.parse(String(init.body ?? '{}')),
      });
    return original(input, init);
  });
  return writes;
}

beforeAll(async () => {
  await testI18n.loadNamespaces(['operator-staff', 'console', 'errors']);
});
beforeEach(() => {
  window.localStorage.clear();
  setToken('operator', 'op-token');
});
afterEach(() => vi.unstubAllGlobals());

describe('StaffPage', { timeout: 30_000 }, () => {
  it('validates a new member with the route’s schema before any call, then shows the server’s refusal', async () => {
    const writes = setUp();
    const user = userEvent.setup();
    renderWithProviders(<StaffPage />);
    expect(await screen.findByText('anna')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Добавить сотрудника' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText(/Логин/), 'Не логин');
    await user.type(dialog.getByLabelText(/^Пароль/), 'short');
    await user.click(dialog.getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Пароль: от 10 до 200 символов')).toBeInTheDocument();
    expect(writes).toEqual([]);

    await user.clear(dialog.getByLabelText(/Логин/));
    await user.type(dialog.getByLabelText(/Логин/), 'anna');
    await user.clear(dialog.getByLabelText(/^Пароль/));
    await user.type(dialog.getByLabelText(/^Пароль/), 'long-enough-password');
    await user.click(dialog.getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Этот логин уже занят')).toBeInTheDocument();
    expect(writes[0]).toMatchObject({ method: 'POST', body: { login: 'anna', role: 'support' } });
  });

  it('asks before disabling a member', async () => {
    const writes = setUp();
    const user = userEvent.setup();
    renderWithProviders(<StaffPage />);
    await user.click(await screen.findByRole('button', { name: 'Отключить anna' }));
    expect(await screen.findByText(/больше не сможет войти/)).toBeInTheDocument();
    expect(writes).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Отключить' }));
    await waitFor(() =>
      expect(writes[0]).toMatchObject({
        method: 'PUT',
        path: expect.stringMatching(/\/api\/operator\/staff\/2$/),
        body: { disabled: true },
      }),
    );
  });
});
