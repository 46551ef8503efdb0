import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../../shared/auth/auth-state';
import { closeModal, peekActiveModal, type SubscriptionPurchase } from '../../../shared/modals/modal-store';
import { METHODS, profileWith } from '../../../shared/payments/payment-test-factories';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { settingsFlags } from '../../../shared/testing/site-options-factory';
import { PaymentModal } from './payment-modal';

type Body = Record<string, unknown>;

const MONTH: SubscriptionPurchase = {
  code: 'month',
  type: 'month',
  name: 'Абонемент на месяц',
  cost: 300000,
  zones: ['#'],
};

function setUp(answer: (body: Body) => unknown) {
  const purchases: Body[] = [];
  mockApi({
    '/api/options/get-settings': () =>
      settingsFlags({ paymentsMethods: [METHODS.balance, METHODS.card, METHODS.receipt] }),
    '/api/profile/get-profile-v6': () =>
      profileWith({ ts: [{ id: 1, numberTs: 'А123ВС59', mainTs: true }] as never }),
    '/api/payment/subscription': (_url, body) => {
      purchases.push(body as Body);
      return answer(body as Body);
    },
  });
  return purchases;
}

async function open(subscription: SubscriptionPurchase = MONTH) {
  renderWithProviders(
    <PaymentModal id={1} request={{ kind: 'payment', action: 'subscription', subscription }} />,
    { route: '/profile/constructor' },
  );
  return screen.findByRole('button', { name: /Оплатить с баланса/ });
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
  closeModal();
});

describe('payment modal subscription mode', { timeout: 20_000 }, () => {
  it('buys from the balance, says so and moves to /profile/abonements', async () => {
    const purchases = setUp(() => ({ status: 'ok', СуммаПополнения: 0, orderNum: '7', amount: 300000 }));
    const user = userEvent.setup();
    await user.click(await open());
    await waitFor(() =>
      expect(peekActiveModal()?.request).toMatchObject({
        kind: 'simple',
        message: 'Абонемент успешно приобретен.',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile/abonements'));
    expect(purchases[0]).toMatchObject({
      vehicle: 'А123ВС59',
      codeSubscription: 'month',
      paymentService: 'balance',
    });
    expect(purchases[0]!.timestart).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('keeps English when it moves to the subscriptions after buying', async () => {
    setUp(() => ({ status: 'ok', СуммаПополнения: 0, orderNum: '8', amount: 300000 }));
    await testI18n.changeLanguage('en');
    try {
      renderWithProviders(
        <PaymentModal id={1} request={{ kind: 'payment', action: 'subscription', subscription: MONTH }} />,
        { route: '/profile/constructor' },
      );
      await userEvent.setup().click(await screen.findByRole('button', { name: /from the balance/ }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/profile/abonements'));
    } finally {
      await testI18n.changeLanguage('ru');
    }
  });

  it('says a subscription bought for today starts right after paying', async () => {
    setUp(() => ({ status: 'ok' }));
    const today = new Date();
    const iso = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    await open({ ...MONTH, startDate: iso(today), minStartDate: iso(today) });
    expect(screen.getByText('Абонемент начнёт действовать сразу после оплаты')).toBeInTheDocument();
    closeModal();
  });

  it('says a subscription for a later day starts at that day’s midnight', async () => {
    setUp(() => ({ status: 'ok' }));
    const tomorrow = new Date(Date.now() + 86_400_000);
    const day = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' }).format(
      tomorrow,
    );
    await open();
    expect(screen.getByText(`Абонемент начнёт действовать ${day} в 00:00`)).toBeInTheDocument();
  });

  it('offers the amount to refill when the balance is short', async () => {
    setUp(() => ({
      status: 'error',
      errorName: 'NoMoneyNoHoney',
      errorMessage: 'short',
      СуммаПополнения: 250000,
    }));
    const user = userEvent.setup();
    await user.click(await open());
    expect(await screen.findByText(/не хватает 2\s500,00\s₽/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Пополнить' }));
    expect(peekActiveModal()?.request).toMatchObject({ action: 'refill', suggestedKopecks: 250000 });
  });

  it('sends prev_day without a start date', async () => {
    const purchases = setUp(() => ({ status: 'ok', СуммаПополнения: 0, orderNum: '8', amount: 10000 }));
    const user = userEvent.setup();
    await user.click(await open({ ...MONTH, code: 'prev_day', type: 'prev_day', fixedStart: true }));
    await waitFor(() => expect(purchases).toHaveLength(1));
    expect(purchases[0]!.timestart).toBeNull();
  });
});
