import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../../shared/auth/auth-state';
import { profileWith } from '../../../shared/payments/payment-test-factories';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { ReceiptsPage } from './receipts-page';

const row = (receiptnumber: string, type: 'legal' | 'individual') => ({
  receiptnumber,
  date: '2026-11-21T08:00:00Z',
  sum: 70000,
  status: 'awaiting',
  receiptname: `${type === 'legal' ? 'Счёт на оплату' : 'Квитанция'} № ${receiptnumber} от 21.11.2026`,
  type,
  UIN: '0355431000000000000000177',
  source: 'refill',
  purpose: 'Пополнение баланса',
  payerName: 'Иванов Иван Иванович',
  paidAt: null,
  subscriptionStart: null,
});

function setUp(rows: unknown[]) {
  const sent: URLSearchParams[] = [];
  mockApi({
    '/api/profile/get-profile-v6': () => profileWith(),
    '/api/receipt-list': () => rows,
    '/api/sendreceipt': (url) => {
      sent.push(url.searchParams);
      return { status: 'ok', receiptnumber: '12', email: url.searchParams.get('email') };
    },
  });
  return sent;
}

beforeAll(async () => {
  await testI18n.loadNamespaces(['receipts', 'forms', 'errors']);
});
beforeEach(() => {
  window.localStorage.clear();
  setToken('standard', 'tok-1');
});
afterEach(() => vi.unstubAllGlobals());

describe('ReceiptsPage', { timeout: 20_000 }, () => {
  it('says when there are no receipts', async () => {
    setUp([]);
    renderWithProviders(<ReceiptsPage />);
    expect(await screen.findByText('Квитанции отсутствуют.')).toBeInTheDocument();
  });

  it('labels invoices and receipts and sends one by e-mail (at most 50 characters)', async () => {
    const sent = setUp([row('12', 'legal'), row('11', 'individual')]);
    const user = userEvent.setup();
    renderWithProviders(<ReceiptsPage />);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('button', { name: 'Счёт' })).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Квитанция' }));
    const dialog = await screen.findByRole('dialog', { name: 'Квитанция' });
    expect(within(dialog).getByRole('button', { name: 'Скачать PDF' })).toBeInTheDocument();
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveValue('ivan@mail.ru');
    await user.clear(email);
    await user.type(email, `${'a'.repeat(45)}@mail.ru`);
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await within(dialog).findByText('Не больше 50 символов')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.clear(email);
    await user.type(email, 'me@mail.ru');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(sent[0]?.get('email')).toBe('me@mail.ru'));
    expect(sent[0]?.get('receiptnumber')).toBe('11');
    expect(await within(dialog).findByText('Документ отправлен на me@mail.ru.')).toBeInTheDocument();
  });
});
