import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../../shared/auth/auth-state';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { PaymentReturnNotice } from './payment-return-notice';

beforeAll(async () => {
  await testI18n.loadNamespaces(['header-parking', 'errors']);
});
beforeEach(() => {
  setToken('standard', 'tok-1');
});
afterEach(() => vi.unstubAllGlobals());

describe('return from the bank', () => {
  it('waits for the bank, then says paid, reloads the profile and clears the address', async () => {
    let asks = 0;
    mockApi({
      '/api/payment/card-payment': () => {
        asks += 1;
        return {
          status: 'ok',
          result: {
            paymentId: 'P-1',
            status: asks < 2 ? 'pending' : 'succeeded',
            amount: 50000,
            bonus: 10000,
            purpose: 'refill',
          },
        };
      },
    });
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<PaymentReturnNotice />, {
      route: '/profile/my-profile?payment=P-1&status=success',
    });
    const reload = vi.spyOn(queryClient, 'invalidateQueries');
    expect(await screen.findByText('Ждём подтверждения оплаты от банка…')).toBeInTheDocument();
    expect(
      await screen.findByText('Оплата прошла: 500,00 ₽, бонус +100,00 ₽. Баланс обновлён.', undefined, {
        timeout: 4000,
      }),
    ).toBeInTheDocument();
    expect(reload).toHaveBeenCalledWith({ queryKey: ['profile', 'perm'] });
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile/my-profile'));
  });

  it("shows the receipt's link once the provider's cash register sent it, asking again until then", async () => {
    let asks = 0;
    mockApi({
      '/api/payment/card-payment': () => {
        asks += 1;
        return {
          status: 'ok',
          result: {
            paymentId: 'P-3',
            status: 'succeeded',
            amount: 12000,
            purpose: 'session',
            source: 'cloudpayments',
            checkFiscal: asks < 2 ? null : 'https://receipts.example/r/42',
          },
        };
      },
    });
    renderWithProviders(<PaymentReturnNotice />, { route: '/profile/parking?payment=P-3&status=success' });
    const link = await screen.findByRole('link', { name: /Кассовый чек/ }, { timeout: 6000 });
    expect(link).toHaveAttribute('href', 'https://receipts.example/r/42');
    expect(link).toHaveAttribute('target', '_blank');
    expect(asks).toBeGreaterThanOrEqual(2);
  });

  // what the bank took was for: a barrier ticket is not a top-up; a subscription is named (issue 18)
  it.each([
    {
      purpose: 'planar',
      amount: 800000,
      route: '/profile/parking?type=planar&payment=P-2&status=succeeded&city=perm&amount=800000',
      text: 'Оплата прошла: 8 000,00 ₽. Шлагбаум откроется при выезде.',
    },
    {
      purpose: 'subscription',
      amount: 30000,
      route: '/en/profile/abonements?payment=P-2&status=succeeded&city=kazan',
      text: 'Оплата прошла: 300,00 ₽. Абонемент куплен.',
    },
  ])('names what was paid: $purpose', async ({ purpose, amount, route, text }) => {
    mockApi({
      '/api/payment/card-payment': () => ({
        status: 'ok',
        result: { paymentId: 'P-2', status: 'succeeded', amount, purpose, bonus: 0 },
      }),
    });
    renderWithProviders(<PaymentReturnNotice />, { route });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText(/Баланс обновлён/)).not.toBeInTheDocument();
  });

  it('leaves the pages with their own word on the bank to say it', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<PaymentReturnNotice />, { route: '/guest-payment?payment=P-1&status=succeeded' });
    renderWithProviders(<PaymentReturnNotice />, { route: '/en/payment?payment=P-1&status=succeeded' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when the payment failed', async () => {
    mockApi({
      '/api/payment/card-payment': () => ({
        status: 'ok',
        result: { paymentId: 'P-1', status: 'failed', amount: 50000 },
      }),
    });
    renderWithProviders(<PaymentReturnNotice />, { route: '/?payment=P-1&status=failed' });
    expect(await screen.findByText('Оплата не прошла. Деньги не списаны.')).toBeInTheDocument();
  });
});
