import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppealMessage } from '@parking/domain/feedback/appeal-contracts';
import type { OperatorAppeal } from '@parking/domain/feedback/operator-contracts';
import { setToken } from '../../../shared/auth/auth-state';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { OperatorAppeals } from './operator-appeals';

const driverMessage: AppealMessage = {
  id: 1,
  idAppeal: 7,
  date: '2026-11-21T06:00:00.000Z',
  text: 'Штраф ошибочный, парковка была оплачена',
  out: 1,
  author: 'driver',
};

function appeal(overrides: Partial<OperatorAppeal> = {}): OperatorAppeal {
  return {
    id: 7,
    subject: 'Штрафы',
    idSubject: 'fines',
    status: 'registered',
    phone: '79991234567',
    email: 'driver@mail.ru',
    createdAt: '2026-11-21T06:00:00.000Z',
    updatedAt: '2026-11-21T06:00:00.000Z',
    driver: { id: 3, name: 'Иван Петров', email: 'driver@mail.ru', phone: '79991234567' },
    lastMessage: driverMessage,
    messagesCount: 1,
    ...overrides,
  };
}

function setUp() {
  const calls: { path: string; auth: string | null; body: unknown; query: string }[] = [];
  const messages = [driverMessage];
  let current = appeal();
  const api = mockApi({
    '/api/operator/login': (_url, body) => {
      const { login, password } = body as { login: string; password: string };
      return login === 'op' && password === 'secret'
        ? { status: 'ok', token: 'op-token', operator: { id: 1, login: 'op', name: 'Оператор Анна' } }
        : { status: 'error', errorName: 'IncorrectLogin' };
    },
    '/api/operator/appeals': () => ({ status: 'ok', count: 1, page: 1, pageSize: 20, items: [current] }),
    '/api/operator/appeals/7': () => ({ status: 'ok', appeal: current, messages }),
    '/api/operator/appeals/7/messages': (_url, body) => {
      const item: AppealMessage = {
        ...driverMessage,
        id: 2,
        out: 0,
        author: 'operator',
        text: (body as { message: string }).message,
      };
      messages.push(item);
      current = appeal({ status: 'in_progress', lastMessage: item, messagesCount: 2 });
      return { status: 'ok', item, appeal: current };
    },
    '/api/operator/appeals/7/status': (_url, body) => {
      current = appeal({ status: (body as { status: OperatorAppeal['status'] }).status });
      return { status: 'ok', appeal: current };
    },
    '/api/operator/logout': () => ({ status: 'ok' }),
  });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({
      path: url.pathname,
      auth: new Headers(init?.headers).get('Authorization'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      query: url.search,
    });
    return api(input, init);
  });
  return calls;
}

beforeAll(async () => {
  await testI18n.loadNamespaces(['operator', 'errors', 'forms']);
});
beforeEach(() => {
  window.localStorage.clear();
  setToken('standard', 'driver-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OperatorAppeals', { timeout: 20_000 }, () => {
  it('opens an appeal, replies with Enter and changes its status', async () => {
    const calls = setUp();
    setToken('operator', 'op-token');
    const user = userEvent.setup();
    renderWithProviders(<OperatorAppeals />);
    await user.click(await screen.findByRole('button', { name: 'Обращение № 7' }));
    const panel = await screen.findByRole('region', { name: 'Обращение № 7' });
    expect(await within(panel).findByText('Штраф ошибочный, парковка была оплачена')).toBeInTheDocument();
    expect(within(panel).getByText(/Иван Петров/)).toBeInTheDocument();

    await user.type(
      within(panel).getByRole('textbox', { name: 'Ответ водителю' }),
      'Проверим и ответим{Enter}',
    );
    expect(await within(panel).findByText('Проверим и ответим')).toBeInTheDocument();
    expect(within(panel).getByText('Ответ отправлен')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/appeals/7/messages'))).toMatchObject({
      auth: 'Bearer op-token',
      body: { message: 'Проверим и ответим' },
    });

    await user.click(within(panel).getByRole('combobox', { name: 'Статус обращения' }));
    await user.click(await screen.findByRole('option', { name: 'Завершено' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/appeals/7/status'))?.body).toEqual({ status: 'completed' }),
    );
    expect(await within(panel).findByText(/Обращение завершено/)).toBeInTheDocument();
  });

  it('filters by status', async () => {
    const calls = setUp();
    setToken('operator', 'op-token');
    const user = userEvent.setup();
    renderWithProviders(<OperatorAppeals />);
    await user.click(await screen.findByRole('combobox', { name: 'Статус' }));
    await user.click(await screen.findByRole('option', { name: 'Требует уточнения' }));
    await waitFor(() => expect(calls.some((c) => c.query.includes('status=needs_clarification'))).toBe(true));
  });
});
