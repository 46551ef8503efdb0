import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperatorCompany } from '@parking/domain/company/operator-company-contracts';
import type { StaffReceipt } from '@parking/domain/staff/receipt-admin-contracts';
import { setToken } from '../../../shared/auth/auth-state';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { CompaniesPage } from './companies-page';

const fleet: OperatorCompany = {
  id: 5,
  name: 'ООО «Флот»',
  inn: '7707083893',
  contractNumber: 'КП-77',
  email: 'fleet@example.test',
  createdAt: '2026-01-10T09:00:00.000Z',
  disabled: false,
  balance: 123,
  balanceKopecks: 12_345,
  driversCount: 3,
  vehiclesCount: 2,
};

const invoice: StaffReceipt = {
  receiptnumber: '1001',
  date: '2026-03-01T09:00:00.000Z',
  sum: 150_050,
  status: 'awaiting',
  receiptname: 'Счёт на оплату № 1001 от 01.03.2026',
  type: 'legal',
  UIN: '1'.repeat(25),
  source: 'refill',
  purpose: 'Пополнение баланса',
  payerName: 'ПАО Сбербанк',
  paidAt: null,
  subscriptionStart: null,
  userId: 7,
  payerInn: '7707083893',
};

function setUp() {
  const writes: { path: string; method: string; body: unknown }[] = [];
  const queries: URLSearchParams[] = [];
  const api = mockApi({
    '/api/operator/companies': (url, body) => {
      if (body) return { status: 'error', errorName: 'CompanyExists' };
      queries.push(url.searchParams);
      return { status: 'ok', result: [fleet], count: 1, page: 1, pageSize: 20 };
    },
    '/api/operator/companies/5/disable': () => ({ status: 'ok', result: { ...fleet, disabled: true } }),
    '/api/operator/receipts': (url) => {
      queries.push(url.searchParams);
      return { status: 'ok', count: 1, page: 1, pageSize: 20, items: [invoice] };
    },
    '/api/operator/receipts/1001/paid': () => ({
      status: 'ok',
      receiptnumber: '1001',
      alreadyPaid: false,
      paidAt: '2026-03-02T10:00:00.000Z',
      receipt: { ...invoice, status: 'paid', paidAt: '2026-03-02T10:00:00.000Z' },
    }),
  });
  const original = api.getMockImplementation()!;
  api.mockImplementation(async (input, init) => {
    if (init?.method && init.method !== 'GET')
      writes.push({
        path: new URL(String(input), 'http://x').pathname,
        method: init.method,
        body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
      });
    return original(input, init);
  });
  return { writes, queries };
}

beforeAll(async () => {
  await testI18n.loadNamespaces(['operator-companies', 'console', 'errors']);
});
beforeEach(() => {
  window.localStorage.clear();
  setToken('operator', 'op-token');
});
afterEach(() => vi.unstubAllGlobals());

describe('CompaniesPage', { timeout: 30_000 }, () => {
  it('lists companies with their balance, and checks a new one with the route’s schema before the server refuses it', async () => {
    const { writes, queries } = setUp();
    const user = userEvent.setup();
    renderWithProviders(<CompaniesPage />);
    const table = within(await screen.findByRole('table', { name: 'Организации' }));
    expect(await table.findByText('ООО «Флот»')).toBeInTheDocument();
    expect(table.getByText(/123,45/)).toBeInTheDocument();
    expect(queries[0]?.get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Добавить организацию' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText(/Название/), 'ООО «Новая»');
    await user.type(dialog.getByLabelText(/ИНН/), '1234567890');
    await user.type(dialog.getByLabelText(/Номер договора/), 'Д-1');
    await user.type(dialog.getByLabelText(/E-mail/), 'new@example.test');
    await user.type(dialog.getByLabelText(/^Пароль/), 'short');
    await user.click(dialog.getByRole('button', { name: 'Добавить' }));
    expect(await dialog.findByText(/ИНН должен содержать 10 или 12 цифр/)).toBeInTheDocument();
    expect(writes).toEqual([]);

    await user.clear(dialog.getByLabelText(/ИНН/));
    await user.type(dialog.getByLabelText(/ИНН/), '7707083893');
    await user.clear(dialog.getByLabelText(/^Пароль/));
    await user.type(dialog.getByLabelText(/^Пароль/), 'long-enough-password');
    await user.click(dialog.getByRole('button', { name: 'Добавить' }));
    expect(
      await dialog.findByText(/Организация с таким ИНН и номером договора уже существует/),
    ).toBeInTheDocument();
    expect(writes[0]).toMatchObject({
      method: 'POST',
      body: { name: 'ООО «Новая»', inn: '7707083893', password: 'long-enough-password' },
    });
  });

  it('asks before disabling a company', async () => {
    const { writes } = setUp();
    const user = userEvent.setup();
    renderWithProviders(<CompaniesPage />);
    await user.click(await screen.findByRole('button', { name: 'Отключить организацию «ООО «Флот»»' }));
    expect(await screen.findByText(/больше не сможет войти в кабинет/)).toBeInTheDocument();
    expect(writes).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Отключить' }));
    await waitFor(() =>
      expect(writes[0]).toMatchObject({
        method: 'POST',
        path: expect.stringMatching(/\/api\/operator\/companies\/5\/disable$/),
      }),
    );
  });

  it('finds receipts awaiting payment and registers one after asking', async () => {
    const { writes, queries } = setUp();
    const user = userEvent.setup();
    renderWithProviders(<CompaniesPage />);
    await user.click(await screen.findByRole('tab', { name: 'Квитанции' }));
    const table = within(await screen.findByRole('table', { name: 'Квитанции' }));
    expect(await table.findByText('ПАО Сбербанк')).toBeInTheDocument();
    expect(queries.at(-1)?.get('status')).toBe('awaiting');

    await user.click(table.getByRole('button', { name: 'Зарегистрировать оплату № 1001' }));
    expect(await screen.findByText(/№ 1001, плательщик ПАО Сбербанк, сумма 1\s?500,50/)).toBeInTheDocument();
    expect(writes).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Зарегистрировать' }));
    expect(await screen.findByText('Оплата № 1001 зарегистрирована')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'POST',
        path: expect.stringMatching(/\/api\/operator\/receipts\/1001\/paid$/),
        body: undefined,
      },
    ]);
  });
});
