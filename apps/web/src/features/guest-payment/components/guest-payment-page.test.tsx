import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { GuestPaymentPage } from './guest-payment-page';

afterEach(() => vi.unstubAllGlobals());

/** The banner (the test router's location readout is a status too). */
const banner = async (title: string) =>
  (await screen.findByText(title, undefined, { timeout: 3000 })).closest('.MuiAlert-root')!;

async function renderAt(route: string, options: { guestToken?: string } = {}) {
  const guestToken = 'guestToken' in options ? options.guestToken : 'guest-1';
  await testI18n.loadNamespaces(['guest-payment']);
  return renderWithProviders(
    <GuestPaymentPage guestToken={guestToken}>
      <p>форма</p>
    </GuestPaymentPage>,
    { route },
  );
}

const answering = (result: Record<string, unknown>) =>
  mockApi({
    '/api/payment/card-payment': () => ({
      status: 'ok',
      result: { paymentId: 'p1', amount: 4000, ...result },
    }),
  });

describe('GuestPaymentPage', { timeout: 20_000 }, () => {
  it('shows the form without a banner on a plain visit', async () => {
    const fetchMock = mockApi({});
    await renderAt('/guest-payment?zone=101');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Оплата парковки без регистрации' }),
    ).toBeInTheDocument();
    expect(screen.getByText('форма')).toBeInTheDocument();
    expect(document.querySelector('.MuiAlert-root')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('believes the server, not the address: waits, then says paid with the amount', async () => {
    let asks = 0;
    const fetchMock = mockApi({
      '/api/payment/card-payment': () => {
        asks += 1;
        const status = asks < 2 ? 'pending' : 'succeeded';
        return { status: 'ok', result: { paymentId: 'p1', amount: 4000, status, purpose: 'session' } };
      },
    });
    await renderAt('/guest-payment?payment=p1&status=succeeded');
    expect(await screen.findByText('Ждём подтверждения банка')).toBeInTheDocument();
    const paid = await banner('Парковка оплачена');
    expect(paid).toHaveAttribute('role', 'status');
    expect(paid).toHaveTextContent('Банк подтвердил платёж на 40,00 ₽. Парковка уже действует.');
    // asked as the payer: with the guest token
    expect(String(fetchMock.mock.calls[0]![0])).toContain('token=guest-1');
  });

  it('says the barrier opens after a paid ticket, and the close button clears the address', async () => {
    answering({ status: 'succeeded', purpose: 'planar', amount: 800000 });
    const user = userEvent.setup();
    await renderAt('/guest-payment?type=planar&payment=p1&status=succeeded&amount=800000');
    expect(await banner('Парковка оплачена')).toHaveTextContent(
      /на 8\s000,00\s₽\. Шлагбаум откроется при выезде\.$/,
    );
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/guest-payment?type=planar'),
    );
    expect(document.querySelector('.MuiAlert-root')).toBeNull();
  });

  it('names the paid stay: plate, zone and paid-until in the city, or the leave-by time', async () => {
    answering({
      status: 'succeeded',
      purpose: 'session',
      stay: { kind: 'parking', plate: 'А123ВС59', zone: '101', until: '2026-03-16T07:00:00.000Z' },
    });
    const first = await renderAt('/guest-payment?payment=p1&status=succeeded');
    const paid = await banner('Парковка оплачена');
    expect(paid).toHaveTextContent('А123ВС59');
    expect(paid).toHaveTextContent('Зона 101');
    // perm is UTC+5
    expect(paid).toHaveTextContent('Оплачено до 16.03.2026 12:00');
    first.unmount();
    answering({
      status: 'succeeded',
      purpose: 'planar',
      stay: {
        kind: 'barrier',
        parkingNumber: '1169',
        ticketNumber: '100004',
        until: '2026-03-16T07:15:00.000Z',
      },
    });
    await renderAt('/guest-payment?type=planar&payment=p1&status=succeeded');
    expect(await banner('Парковка оплачена')).toHaveTextContent('Выехать до 16.03.2026 12:15');
  });

  it("gives the receipt's link once the provider's cash register sent it (issue 22)", async () => {
    let asks = 0;
    mockApi({
      '/api/payment/card-payment': () => {
        asks += 1;
        return {
          status: 'ok',
          result: {
            paymentId: 'p1',
            amount: 4000,
            status: 'succeeded',
            purpose: 'session',
            source: 'cloudpayments',
            checkFiscal: asks < 2 ? null : 'https://receipts.test/r/p1',
          },
        };
      },
    });
    await testI18n.loadNamespaces(['common']);
    await renderAt('/guest-payment?payment=p1&status=succeeded');
    const paid = await banner('Парковка оплачена');
    expect(paid).toHaveTextContent('Кассовый чек придёт на указанный e-mail или телефон');
    const link = await screen.findByRole(
      'link',
      { name: 'Кассовый чек (откроется в новой вкладке)' },
      { timeout: 8000 },
    );
    expect(link).toHaveAttribute('href', 'https://receipts.test/r/p1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(paid).not.toHaveTextContent('придёт на указанный');
  });

  it('promises no receipt for the sandbox bank', async () => {
    answering({ status: 'succeeded', purpose: 'session', source: 'sandbox', checkFiscal: null });
    await renderAt('/guest-payment?payment=p1&status=succeeded');
    expect(await banner('Парковка оплачена')).not.toHaveTextContent(/чек/i);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says clearly when the bank declined', async () => {
    answering({ status: 'failed' });
    await renderAt('/guest-payment?payment=p1&status=failed');
    expect(await screen.findByRole('alert')).toHaveTextContent('Оплата не прошла');
  });

  it('offers the bank page again when the guest left it without paying', async () => {
    answering({ status: 'pending', RedirectURL: 'http://bank.test/pay/1' });
    await renderAt('/guest-payment?payment=p1&status=abandoned');
    await banner('Оплата не завершена');
    expect(screen.getByRole('link', { name: 'Вернуться к оплате' })).toHaveAttribute(
      'href',
      'http://bank.test/pay/1',
    );
  });

  it('says the money goes back when the parking could not be started', async () => {
    answering({ status: 'succeeded', outcome: 'refund_pending' });
    await renderAt('/guest-payment?payment=p1&status=succeeded');
    expect(await banner('Парковку оплатить не удалось')).toHaveTextContent(
      'Банк списал 40,00 ₽, но оплатить парковку не удалось. Деньги вернутся на карту.',
    );
  });

  it('does not ask before the guest token is known', async () => {
    const fetchMock = answering({ status: 'succeeded' });
    await renderAt('/guest-payment?payment=p1&status=succeeded', { guestToken: undefined });
    expect(document.querySelector('.MuiAlert-root')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
