import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { browser } from '../lib/browser';
import { CardPaymentPage } from './card-payment-page';

type Callbacks = { onSuccess?: () => void; onFail?: (reason: unknown) => void };
let opened: { options: Record<string, unknown>; callbacks: Callbacks }[] = [];
let served: string[] = [];

/**
 * The provider's script as the browser would run it: jsdom fetches no scripts, so the test plays
 * the network, defining window.cp.CloudPayments (or failing) when our page adds the <script>.
 */
function serveWidgetScript(outcome: 'loads' | 'fails') {
  const observer = new MutationObserver(() => {
    const script = document.head.querySelector<HTMLScriptElement>(
      'script[src="https://widget.cp.test/cp.js"]',
    );
    if (!script || script.dataset.served) return;
    script.dataset.served = '1';
    served.push(outcome);
    if (outcome === 'fails') return void script.dispatchEvent(new Event('error'));
    (window as unknown as { cp: unknown }).cp = {
      CloudPayments: class {
        pay(_kind: string, options: Record<string, unknown>, callbacks: Callbacks) {
          opened.push({ options, callbacks });
        }
      },
    };
    script.dispatchEvent(new Event('load'));
  });
  observer.observe(document.head, { childList: true });
  return observer;
}

const WIDGET = {
  provider: 'cloudpayments',
  scriptUrl: 'https://widget.cp.test/cp.js',
  publicId: 'pk_1',
  options: {
    publicId: 'pk_1',
    amount: 150,
    currency: 'RUB',
    invoiceId: 'P-9',
    accountId: 'guest:5',
    data: { CloudPayments: { CustomerReceipt: { Items: [{ label: 'Оплата парковки', amount: 150 }] } } },
  },
};

function api(reports: URL[]) {
  return mockApi({
    '/api/payment/card-payment/receipt-email': () => ({ status: 'ok' }),
    '/api/payment/card-payment': () => ({
      status: 'ok',
      result: {
        paymentId: 'P-9',
        status: 'pending',
        amount: 15000,
        RedirectURL: 'http://localhost/payment?invoiceId=P-9',
        widget: WIDGET,
      },
    }),
    '/api/payment/payment-from-portal': (url) => {
      reports.push(url);
      return { status: 'ok' };
    },
  });
}

beforeAll(async () => {
  await testI18n.loadNamespaces(['card-payment']);
});
let assign: ReturnType<typeof vi.spyOn>;
let observer: MutationObserver | null = null;
beforeEach(() => {
  opened = [];
  served = [];
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  observer?.disconnect();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  delete (window as unknown as { cp?: unknown }).cp;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function payWithEmail() {
  const user = userEvent.setup();
  renderWithProviders(<CardPaymentPage />, {
    route: '/payment?amount=150.00&invoiceId=P-9&description=payment&requireEmail=true',
  });
  await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'guest@mail.ru');
  await user.click(screen.getByRole('button', { name: 'Оплатить' }));
}

describe('/payment with the provider widget (CloudPayments)', () => {
  it('opens the widget with its options and the typed e-mail; paid: reports the payment, then home', async () => {
    const reports: URL[] = [];
    api(reports);
    observer = serveWidgetScript('loads');
    await payWithEmail();
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]!.options).toMatchObject({
      invoiceId: 'P-9',
      amount: 150,
      email: 'guest@mail.ru',
      data: { CloudPayments: { CustomerReceipt: { email: 'guest@mail.ru' } } },
    });
    expect(screen.getByRole('button', { name: 'Оплата в окне CloudPayments…' })).toBeDisabled();
    expect(assign).not.toHaveBeenCalled();
    opened[0]!.callbacks.onSuccess!();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(reports).toHaveLength(1);
    expect(reports[0]!.searchParams.get('order')).toBe('P-9');
    expect(reports[0]!.searchParams.get('status')).toBe('authorized');
  });

  it('declined or closed in the widget: home, nothing reported', async () => {
    const reports: URL[] = [];
    api(reports);
    observer = serveWidgetScript('loads');
    await payWithEmail();
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.callbacks.onFail!('User has cancelled');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(reports).toHaveLength(0);
  });

  it('a widget script that does not load sends the driver home (document 1 §4)', async () => {
    api([]);
    observer = serveWidgetScript('fails');
    await payWithEmail();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(served).toEqual(['fails']);
    expect(opened).toHaveLength(0);
  });
});
