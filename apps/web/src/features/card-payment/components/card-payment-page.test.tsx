import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { browser } from '../lib/browser';
import { CardPaymentPage } from './card-payment-page';

const location = () => screen.getByTestId('location').textContent;

beforeAll(async () => {
  await testI18n.loadNamespaces(['card-payment']);
});
let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/payment card widget page', () => {
  it('goes to the main page without an invoiceId', async () => {
    mockApi({});
    renderWithProviders(<CardPaymentPage />, { route: '/payment?amount=100' });
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('shows the amount and description, and sends the driver to the bank page of the invoice', async () => {
    const asked: string[] = [];
    const emails: unknown[] = [];
    mockApi({
      '/api/payment/card-payment/receipt-email': (_url, body) => {
        emails.push(body);
        return { status: 'ok' };
      },
      '/api/payment/card-payment': (url) => {
        asked.push(url.searchParams.get('paymentId')!);
        return {
          status: 'ok',
          result: {
            paymentId: 'P-7',
            status: 'pending',
            amount: 15000,
            RedirectURL: 'http://localhost/sandbox/pay/P-7',
          },
        };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<CardPaymentPage />, {
      route: '/payment?amount=150.00&invoiceId=P-7&description=refill&requireEmail=true',
    });
    expect(screen.getByRole('heading', { name: 'Оплата картой' })).toBeInTheDocument();
    expect(screen.getByText('Пополнение баланса')).toBeInTheDocument();
    expect(screen.getByText(/150,00\s₽/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Оплатить' }));
    expect(await screen.findByText('Укажите e-mail: на него придёт чек')).toBeInTheDocument();
    expect(asked).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'driver@mail.ru');
    await user.click(screen.getByRole('button', { name: 'Оплатить' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/sandbox/pay/P-7'));
    expect(asked).toEqual(['P-7']);
    // the e-mail typed for the receipt reaches the server before the bank
    expect(emails).toEqual([{ invoiceId: 'P-7', email: 'driver@mail.ru' }]);
  });

  it('reports a successful payment, then goes home with a reload', async () => {
    const reports: URLSearchParams[] = [];
    mockApi({
      '/api/payment/card-payment': () => ({
        status: 'ok',
        result: {
          paymentId: 'P-7',
          status: 'succeeded',
          amount: 15000,
          source: 'sandbox',
          billNumber: 'B-1',
          paymentDate: '20260310090000',
        },
      }),
      '/api/payment/payment-from-portal': (url) => {
        reports.push(url.searchParams);
        return { status: 'ok' };
      },
    });
    renderWithProviders(<CardPaymentPage />, {
      route: '/payment?amount=150.00&invoiceId=P-7&payment=P-7&status=succeeded',
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(reports).toHaveLength(1);
    expect(Object.fromEntries(reports[0]!)).toEqual({
      source: 'sandbox',
      order: 'P-7',
      billnumber: 'B-1',
      amount: '150.00',
      paymentDate: '20260310090000',
      status: 'authorized',
    });
  });

  it('goes home after a failed payment without reporting it', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<CardPaymentPage />, { route: '/payment?invoiceId=P-7&payment=P-7&status=failed' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes home when the widget cannot open the invoice', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<CardPaymentPage />, { route: '/payment?amount=10&invoiceId=nope' });
    await user.click(screen.getByRole('button', { name: 'Оплатить' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });
});
