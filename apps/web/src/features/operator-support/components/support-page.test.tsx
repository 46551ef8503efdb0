import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DriverDossierAnswer, DriverSummary } from '@parking/domain/staff/driver-support-contracts';
import { setToken } from '../../../shared/auth/auth-state';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { SupportPage } from './support-page';

const anna: DriverSummary = {
  id: 7,
  name: 'Иванова Анна',
  email: 'anna@example.ru',
  phone: '79001234567',
  plates: ['А123ВС61'],
  registeredAt: '2026-01-10T09:00:00.000Z',
  blocked: false,
};

const dossier: Omit<DriverDossierAnswer, 'status'> = {
  driver: {
    id: 7,
    name: anna.name,
    firstName: 'Анна',
    lastName: 'Иванова',
    middleName: '',
    email: anna.email,
    emailConfirmed: true,
    phones: [{ phone: anna.phone!, isMain: true }],
    registeredAt: anna.registeredAt,
    blocked: false,
    blockedAt: null,
    blockReason: null,
    balance: 50_000,
  },
  vehicles: [],
  corrections: [],
  approvalLimit: 100_000,
};

function setUp() {
  const writes: { path: string; body: Record<string, unknown> }[] = [];
  const api = mockApi({
    '/api/operator/drivers': () => ({ status: 'ok', count: 1, page: 1, pageSize: 20, items: [anna] }),
    '/api/operator/drivers/7': () => ({ status: 'ok', ...dossier }),
    '/api/operator/drivers/7/corrections': (_url, body) => ({
      status: 'ok',
      balance: 50_000,
      correction: {
        id: 1,
        driverId: 7,
        driverName: anna.name,
        kind: 'balance',
        sessionId: null,
        amount: (body as { amount: number }).amount,
        reason: (body as { reason: string }).reason,
        status: 'pending',
        requestedBy: 'support-1',
        requestedAt: '2026-03-16T05:00:00.000Z',
        decidedBy: null,
        decidedAt: null,
        decisionReason: null,
      },
    }),
  });
  const original = api.getMockImplementation()!;
  api.mockImplementation(async (input, init) => {
    if (init?.method === 'POST')
      writes.push({ path: new URL(String(input), 'http://x').pathname, body: JSON.parse(String(init.body)) });
    return original(input, init);
  });
  return writes;
}

beforeAll(async () => {
  await testI18n.loadNamespaces(['operator-support', 'console', 'errors']);
});
beforeEach(() => {
  window.localStorage.clear();
  setToken('operator', 'op-token');
});
afterEach(() => vi.unstubAllGlobals());

describe('SupportPage', { timeout: 30_000 }, () => {
  it('refuses a bad correction in the browser with the route’s schema, then posts a debit in kopecks', async () => {
    const writes = setUp();
    const user = userEvent.setup();
    renderWithProviders(<SupportPage />);
    await user.click(await screen.findByRole('button', { name: anna.name }));
    expect(await screen.findByRole('heading', { level: 2, name: anna.name })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Скорректировать баланс' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Корректировка баланса' }));
    await user.type(dialog.getByRole('textbox', { name: /Сумма/ }), '-5');
    await user.type(dialog.getByRole('textbox', { name: /Причина/ }), 'ок');
    await user.click(dialog.getByRole('button', { name: 'Провести' }));
    expect(
      await dialog.findByText('Сумма: в рублях и копейках, не ноль и не больше предела'),
    ).toBeInTheDocument();
    expect(dialog.getByText('Укажите причину: от 3 до 500 символов')).toBeInTheDocument();
    expect(writes).toEqual([]);

    await user.click(dialog.getByRole('combobox', { name: 'Что сделать' }));
    await user.click(await screen.findByRole('option', { name: 'Списать' }));
    await user.clear(dialog.getByRole('textbox', { name: /Сумма/ }));
    await user.type(dialog.getByRole('textbox', { name: /Сумма/ }), '1 500,50');
    expect(dialog.getByText(/Больше 1\s000,00\s₽: деньги поступят после подтверждения/)).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /Причина/ }), 'Двойное начисление');
    await user.click(dialog.getByRole('button', { name: 'Провести' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      path: expect.stringMatching(/\/api\/operator\/drivers\/7\/corrections$/),
      body: {
        amount: -150_050,
        reason: 'окДвойное начисление',
        requestId: expect.stringMatching(/^[\w-]{36}$/),
      },
    });
    expect(await screen.findByText(/ждёт подтверждения другого сотрудника/)).toBeInTheDocument();
  });
});
