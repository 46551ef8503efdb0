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

function setUp(flags: Parameters<typeof settingsFlags>[0] = {}) {
  const refills: Body[] = [];
  let answer: () => unknown = () => ({
    status: 'ok',
    RedirectURL: 'https://bank.test/pay/P-1',
    paymentId: 'P-1',
    amount: 50000,
    bonus: 0,
  });
  const fetchMock = mockApi({
    '/api/options/get-settings': () =>
      settingsFlags({
        paymentsMethods: [METHODS.balance, METHODS.card, METHODS.mobile, METHODS.receipt],
        ...flags,
      }),
    '/api/profile/get-profile-v6': () => profileWith(),
    '/api/payment/refill': (_url, body) => {
      refills.push(body as Body);
      return answer();
    },
  });
  return { refills, fetchMock, answerWith: (next: () => unknown) => (answer = next) };
}

async function open(suggestedKopecks?: number) {
  const user = userEvent.setup();
  renderWithProviders(
    <PaymentModal id={1} request={{ kind: 'payment', action: 'refill', suggestedKopecks }} />,
  );
  await screen.findByRole('dialog', { name: 'Пополнение баланса' });
  await screen.findByRole('textbox', { name: /Сумма пополнения/ });
  return user;
}

async function choose(user: ReturnType<typeof userEvent.setup>, method: string) {
  await user.click(await screen.findByRole('combobox', { name: /Способ оплаты/ }));
  await user.click(await screen.findByRole('option', { name: method }));
}

beforeAll(async () => {
  await testI18n.loadNamespaces(['payment-modal', 'validation', 'forms', 'errors']);
});
beforeEach(() => {
  window.localStorage.clear();
  setToken('standard', 'tok-1');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await testI18n.changeLanguage('ru');
});

describe('refill form', () => {
  it('says what is wrong with the amount and the method', async () => {
    const { refills } = setUp();
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Получить ссылку' }));
    expect(await screen.findByText('Введите сумму пополнения')).toBeInTheDocument();
    expect(screen.getByText('Поле не может быть пустым')).toBeInTheDocument();

    const amount = screen.getByRole('textbox', { name: /Сумма пополнения/ });
    await user.type(amount, 'abc');
    expect(await screen.findByText('Значение должно быть числом')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '0');
    expect(await screen.findByText('Сумма должна быть больше нуля')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '150001');
    expect(await screen.findByText('Сумма пополнения превышает допустимую')).toBeInTheDocument();
    expect(refills).toHaveLength(0);
  });

  it.each(['-100', '1e12', '100.5.5'])(
    'refuses %j as not a number, as the server does, and asks for no link',
    async (text) => {
      const { refills } = setUp();
      const user = await open();
      await user.type(screen.getByRole('textbox', { name: /Сумма пополнения/ }), text);
      await choose(user, 'Банковская карта');
      await user.click(screen.getByRole('button', { name: 'Получить ссылку' }));
      expect(await screen.findByText('Значение должно быть числом')).toBeInTheDocument();
      expect(refills).toHaveLength(0);
    },
  );

  it('speaks English too', async () => {
    setUp();
    await testI18n.changeLanguage('en');
    const user = userEvent.setup();
    renderWithProviders(<PaymentModal id={1} request={{ kind: 'payment', action: 'refill' }} />);
    await screen.findByRole('dialog', { name: 'Top up the balance' });
    await user.type(await screen.findByRole('textbox', { name: /Amount/ }), 'x');
    await user.click(screen.getByRole('button', { name: 'Get the link' }));
    expect(await screen.findByText('It needs to be a number')).toBeInTheDocument();
  });

  it('gets the pay link with the money text cleaned, and drops it when the form changes', async () => {
    const { refills } = setUp();
    const user = await open();
    await user.type(screen.getByRole('textbox', { name: /Сумма пополнения/ }), '1 000,5 руб');
    await choose(user, 'Банковская карта');
    await user.click(screen.getByRole('button', { name: 'Получить ссылку' }));

    const pay = await screen.findByRole('link', { name: /Оплатить 500,00\s₽/ });
    expect(pay).toHaveAttribute('href', 'https://bank.test/pay/P-1');
    expect(refills).toHaveLength(1);
    expect(refills[0]).toMatchObject({ PaymentService: 'card', RefillAmount: '1000.5' });
    expect(refills[0]!.phone).toBeUndefined();
    expect(String(refills[0]!.idempotencyKey).length).toBeGreaterThanOrEqual(8);

    await user.type(screen.getByRole('textbox', { name: /Сумма пополнения/ }), '0');
    await waitFor(() => expect(screen.queryByRole('link', { name: /Оплатить/ })).toBeNull());
    expect(screen.getByRole('button', { name: 'Получить ссылку' })).toBeEnabled();
  });

  it('shows loading while the link is on its way', async () => {
    const { answerWith } = setUp();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    answerWith(() => ({
      status: 'ok',
      RedirectURL: 'https://bank.test/pay/P-2',
      paymentId: 'P-2',
      amount: 10000,
      bonus: 2000,
    }));
    const user = await open();
    const { fetchMock } = { fetchMock: vi.mocked(fetch) };
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/api/payment/refill')) await gate;
      return original(input, init);
    });
    await user.type(screen.getByRole('textbox', { name: /Сумма пополнения/ }), '100');
    await choose(user, 'Банковская карта');
    await user.click(screen.getByRole('button', { name: 'Получить ссылку' }));
    expect(await screen.findByRole('button', { name: 'Получаем ссылку…' })).toBeDisabled();
    release();
    expect(await screen.findByRole('link', { name: /Оплатить 100,00\s₽/ })).toBeInTheDocument();
    expect(screen.getByText(/Бонус после оплаты: \+20,00\s₽/)).toBeInTheDocument();
  });

  it('notes the card bonus only where the city gives one', async () => {
    setUp({ useBonus: true });
    await open();
    expect(await screen.findByText(/бонус \+20%/)).toBeInTheDocument();
  });

  it('has no bonus note without the bonus setting', async () => {
    setUp();
    await open();
    await screen.findByRole('button', { name: 'Получить ссылку' });
    expect(screen.queryByText(/бонус \+20%/)).toBeNull();
  });

  it('asks for the phone when the method needs one and checks it', async () => {
    const { refills } = setUp();
    const user = await open();
    await user.type(screen.getByRole('textbox', { name: /Сумма пополнения/ }), '200');
    await choose(user, 'Мобильный телефон');
    const phone = await screen.findByRole('textbox', { name: /Телефон/ });
    expect(phone).toHaveValue('+7 (912) 000 - 00 - 00');
    await user.clear(phone);
    await user.type(phone, '912');
    await user.click(screen.getByRole('button', { name: 'Получить ссылку' }));
    expect(await screen.findByText('Номер должен содержать 11 цифр')).toBeInTheDocument();
    await user.type(phone, '1234567');
    await user.click(screen.getByRole('button', { name: 'Получить ссылку' }));
    await screen.findByRole('link', { name: /Оплатить/ });
    expect(refills[0]).toMatchObject({ PaymentService: 'mobile', phone: '79121234567' });
  });

  it('switches to the receipt mode when the Receipt method is chosen', async () => {
    setUp();
    const user = await open();
    await user.type(screen.getByRole('textbox', { name: /Сумма пополнения/ }), '700');
    await choose(user, 'Квитанция');
    expect(await screen.findByRole('dialog', { name: 'Получение квитанции' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Физическое лицо' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Сумма/ })).toHaveValue('700');
    expect(screen.queryByRole('button', { name: 'Получить ссылку' })).toBeNull();
  });

  it('starts at the shortfall of a payment that did not fit', async () => {
    setUp();
    await open(12345);
    expect(await screen.findByText(/не хватает 123,45\s₽/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Сумма пополнения/ })).toHaveValue('124');
  });

  it('translates a refusal', async () => {
    const { answerWith } = setUp();
    answerWith(() => ({ status: 'error', errorName: 'RefillAmountCanNotBeMaxAllowable' }));
    const user = await open();
    // within the cap as the form reads it: the refusal here is the (mocked) server's
    await user.type(screen.getByRole('textbox', { name: /Сумма пополнения/ }), '1000');
    await choose(user, 'Банковская карта');
    await user.click(screen.getByRole('button', { name: 'Получить ссылку' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
