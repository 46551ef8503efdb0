import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../../shared/auth/auth-state';
import { METHODS, profileWith } from '../../../shared/payments/payment-test-factories';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { settingsFlags } from '../../../shared/testing/site-options-factory';
import { PaymentModal } from './payment-modal';

type Body = Record<string, unknown>;

const receiptRow = (overrides: Body = {}) => ({
  receiptnumber: '17',
  date: '2026-11-21T08:00:00Z',
  sum: 70000,
  status: 'awaiting',
  receiptname: 'Счёт на оплату № 17 от 21.11.2026',
  type: 'legal',
  UIN: '0355431000000000000000177',
  source: 'refill',
  purpose: 'Пополнение баланса',
  payerName: 'ООО «Ромашка»',
  paidAt: null,
  subscriptionStart: null,
  ...overrides,
});

function setUp() {
  const created: { refill: Body[]; subscription: Body[] } = { refill: [], subscription: [] };
  mockApi({
    '/api/options/get-settings': () =>
      settingsFlags({ paymentsMethods: [METHODS.balance, METHODS.card, METHODS.receipt] }),
    '/api/profile/get-profile-v6': () => profileWith(),
    '/api/creatrefill': (_url, body) => {
      created.refill.push(body as Body);
      return { status: 'ok', result: receiptRow() };
    },
    '/api/creatsubscription': (_url, body) => {
      created.subscription.push(body as Body);
      return {
        status: 'ok',
        result: receiptRow({ type: 'individual', source: 'subscription', subscriptionStart: '2026-11-26' }),
      };
    },
  });
  return created;
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

beforeAll(async () => {
  await testI18n.loadNamespaces(['payment-modal', 'validation', 'forms', 'errors']);
});
beforeEach(() => {
  window.localStorage.clear();
  setToken('standard', 'tok-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('payment modal receipt mode', { timeout: 30_000 }, () => {
  it('refuses a bad INN and creates an invoice for a legal payer', async () => {
    const created = setUp();
    const user = userEvent.setup();
    renderWithProviders(<PaymentModal id={1} request={{ kind: 'payment', action: 'refill' }} />);
    await user.type(await screen.findByRole('textbox', { name: /Сумма пополнения/ }), '700');
    await choose(user, /Способ оплаты/, 'Квитанция');
    await user.click(await screen.findByRole('radio', { name: 'Юридическое лицо' }));

    const next = await screen.findByRole('button', { name: 'Далее' });
    expect(next).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Наименование/ }), 'ООО «Ромашка»');
    await user.type(screen.getByRole('textbox', { name: /Адрес/ }), 'Пермь, ул. Ленина, 1');
    await user.type(screen.getByRole('textbox', { name: /ОГРН/ }), '1027700132195');
    await user.type(screen.getByRole('textbox', { name: /КПП/ }), '773301001');
    // 7707083894 has a wrong check digit (the real INN is 7707083893).
    await user.type(screen.getByRole('textbox', { name: /ИНН/ }), '7707083894');
    expect(await screen.findByText(/ИНН должен содержать 10 или 12 цифр/)).toBeInTheDocument();
    expect(next).toBeDisabled();

    const inn = screen.getByRole('textbox', { name: /ИНН/ });
    await user.clear(inn);
    await user.type(inn, '7707083893');
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);

    expect(await screen.findByText(/Счёт сформирован/)).toBeInTheDocument();
    expect(created.refill[0]).toMatchObject({
      sum: '700.00',
      payer: { type: 2, inn: '7707083893', ogrn: '1027700132195', kpp: '773301001' },
    });
    expect(screen.getByRole('button', { name: 'Скачать PDF' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Печать' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeInTheDocument();
  });

  it('checks the individual payer and hands a subscription over with its 3 working days note', async () => {
    const created = setUp();
    const user = userEvent.setup();
    renderWithProviders(
      <PaymentModal
        id={1}
        request={{
          kind: 'payment',
          action: 'subscription',
          subscription: {
            code: 'month',
            type: 'month',
            name: 'Абонемент на месяц',
            cost: 300000,
            zones: ['101'],
            plate: 'А123ВС59',
          },
        }}
      />,
    );
    expect(await screen.findByRole('dialog', { name: 'Покупка абонемента' })).toBeInTheDocument();
    await choose(user, /Способ оплаты/, 'Квитанция');
    expect(await screen.findByText(/не раньше чем через 3 рабочих дня/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(await screen.findByRole('dialog', { name: 'Покупка по квитанции' })).toBeInTheDocument();

    const next = await screen.findByRole('button', { name: 'Далее' });
    for (const [label, value] of [
      [/Фамилия/, 'Иванов'],
      [/^Имя/, 'Иван'],
      [/Отчество/, 'Иванович'],
      [/Серия/, '57 04'],
      [/Номер документа/, '123456'],
      [/Кем выдан/, 'ОВД'],
      [/Адрес/, 'Пермь'],
    ] as const)
      await user.type(screen.getByRole('textbox', { name: label }), value);
    const date = screen.getByLabelText(/Дата выдачи/);
    await user.type(date, '1899-05-01');
    expect(await screen.findByText('Неверный формат')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.clear(date);
    await user.type(date, '2010-05-01');
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);

    expect(await screen.findByText(/Квитанция сформирована/)).toBeInTheDocument();
    expect(screen.getByText(/с 26.11.2026/)).toBeInTheDocument();
    expect(created.subscription[0]).toMatchObject({
      codeSubscription: 'month',
      grz: 'А123ВС59',
      payer: { type: 1, lastName: 'Иванов', seriesDoc: '5704', typeDoc: 1, DateDoc: '2010-05-01' },
    });
  });
});
