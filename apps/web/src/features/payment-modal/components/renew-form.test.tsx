import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../../shared/auth/auth-state';
import {
  costResult,
  METHODS,
  parkingSession,
  profileWith,
} from '../../../shared/payments/payment-test-factories';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { settingsFlags } from '../../../shared/testing/site-options-factory';
import { PaymentModal } from './payment-modal';

type Body = Record<string, unknown>;

function setUp({ enough = true }: { enough?: boolean } = {}) {
  const costs: Body[] = [];
  const renews: Body[] = [];
  let profileLoads = 0;
  const session = parkingSession();
  mockApi({
    '/api/options/get-settings': () => settingsFlags({ paymentsMethods: [METHODS.balance, METHODS.card] }),
    '/api/profile/get-profile-v6': () => {
      profileLoads += 1;
      return profileWith({ balance: enough ? 50000 : 1000, sessions: [session] });
    },
    '/api/payment/cost': (_url, body) => {
      costs.push(body as Body);
      const minutes = Number((body as Body).Duration);
      const totalcost = minutes * 100;
      const cost = enough
        ? costResult({ totalcost, price: totalcost })
        : costResult({
            totalcost,
            price: totalcost,
            balance: 1000,
            moneyEnough: false,
            refill: totalcost - 1000 + 1,
          });
      return { status: 'ok', ...cost };
    },
    '/api/payment/renew': (_url, body) => {
      renews.push(body as Body);
      if ((body as Body).PaymentService !== 'balance')
        return {
          status: 'ok',
          result: { ...session, status: 'ОжиданиеОплаты' },
          RedirectURL: 'https://bank.test/pay/renew-1',
          СуммаПополнения: Number((body as Body).Duration) * 100,
        };
      return {
        status: 'ok',
        result: { ...session, endDate: new Date(Date.parse(session.endDate!) + 15 * 60_000).toISOString() },
        balance: 48500,
      };
    },
  });
  return { costs, renews, profileLoads: () => profileLoads };
}

function open() {
  renderWithProviders(
    <PaymentModal id={1} request={{ kind: 'payment', action: 'renew', sessionId: 'S-1' }} />,
  );
}

beforeAll(async () => {
  await testI18n.loadNamespaces(['payment-modal', 'validation', 'forms', 'errors']);
});
beforeEach(() => {
  window.localStorage.clear();
  setToken('standard', 'tok-1');
});
afterEach(() => vi.unstubAllGlobals());

describe('renew', () => {
  it('prices the extension, debounced, and pays from the balance once however often it is clicked', async () => {
    const { costs, renews, profileLoads } = setUp();
    open();
    expect(await screen.findByRole('dialog', { name: 'Продление парковки' })).toBeInTheDocument();
    const pay = await screen.findByRole('button', { name: /^Продлить за 15,00\s₽$/ });
    expect(costs[0]).toMatchObject({ ReservationId: 'S-1', Duration: 15, Zone: '101' });
    expect(costs[0]!.Vehicle).toMatchObject({ Number: 'А123ВС59' });

    // Two quick changes: only the last one is priced (300 ms debounce).
    const durationInput = document.querySelector<HTMLInputElement>('input[aria-hidden="true"]')!;
    fireEvent.change(durationInput, { target: { value: '30' } });
    fireEvent.change(durationInput, { target: { value: '45' } });
    expect(pay).toBeDisabled();
    const payMore = await screen.findByRole('button', { name: /^Продлить за 45,00\s₽$/ });
    await waitFor(() => expect(payMore).toBeEnabled());
    expect(costs.map((c) => c.Duration)).toEqual([15, 45]);

    fireEvent.click(payMore);
    fireEvent.click(payMore);
    expect(await screen.findByText(/Парковка продлена до/)).toBeInTheDocument();
    expect(renews).toHaveLength(1);
    expect(renews[0]).toMatchObject({ ReservationId: 'S-1', Duration: 45, PaymentService: 'balance' });
    expect(String(renews[0]!.idempotencyKey).length).toBeGreaterThanOrEqual(8);

    const before = profileLoads();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(profileLoads()).toBeGreaterThan(before));
  });

  it('asks for a renewal payment link in one step when the balance is short (document 1 §4 Renew)', async () => {
    const { renews } = setUp({ enough: false });
    open();
    expect(await screen.findByText(/не хватает 5,01\s₽/)).toBeInTheDocument();
    // no top-up and second extend: the extension itself is paid by the chosen method
    expect(screen.queryByRole('textbox', { name: /Сумма пополнения/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Продлить за/ })).toBeNull();
    const getLink = await screen.findByRole('button', { name: 'Получить ссылку на оплату' });
    await waitFor(() => expect(getLink).toBeEnabled());
    fireEvent.click(getLink);
    const pay = await screen.findByRole('link', { name: /^Оплатить 15,00\s₽$/ });
    expect(pay).toHaveAttribute('href', 'https://bank.test/pay/renew-1');
    expect(renews).toHaveLength(1);
    expect(renews[0]).toMatchObject({ ReservationId: 'S-1', Duration: 15, PaymentService: 'card' });
    // a changed duration is another payment: the link goes
    const durationInput = document.querySelector<HTMLInputElement>('input[aria-hidden="true"]')!;
    fireEvent.change(durationInput, { target: { value: '30' } });
    await waitFor(() => expect(screen.queryByRole('link', { name: /Оплатить/ })).toBeNull());
  });

  it('says so when the session has ended meanwhile', async () => {
    mockApi({
      '/api/options/get-settings': () => settingsFlags(),
      '/api/profile/get-profile-v6': () => profileWith(),
    });
    open();
    expect(await screen.findByText(/Парковка не найдена/)).toBeInTheDocument();
  });
});
