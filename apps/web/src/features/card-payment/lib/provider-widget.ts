import type { CardPaymentInfo } from '../../../shared/payments/api/get-card-payment';

/** What GET /api/payment/card-payment gives for a payment paid in the provider's widget (CloudPayments). */
export interface ProviderWidget {
  provider: 'cloudpayments';
  scriptUrl: string;
  publicId: string;
  methodKind?: 'card' | 'sbp';
  /** The page the payment started from (absolute): the payer goes back there once paid. */
  returnUrl?: string;
  options: Record<string, unknown> & {
    data?: { CloudPayments?: { CustomerReceipt?: Record<string, unknown> } };
  };
}

/** The payment's widget, when its provider pays in one. */
export function widgetOf(info: CardPaymentInfo): ProviderWidget | null {
  const widget = (info as CardPaymentInfo & { widget?: unknown }).widget as
    Partial<ProviderWidget> | undefined;
  if (!widget || widget.provider !== 'cloudpayments' || typeof widget.scriptUrl !== 'string') return null;
  if (!widget.options || typeof widget.options !== 'object') return null;
  return widget as ProviderWidget;
}

interface CloudPaymentsApi {
  pay(
    kind: 'charge',
    options: Record<string, unknown>,
    callbacks: { onSuccess?: () => void; onFail?: (reason: unknown) => void; onComplete?: () => void },
  ): void;
}
type CpWindow = Window & { cp?: { CloudPayments?: new () => CloudPaymentsApi } };

const loading = new Map<string, Promise<void>>();

/** Loads a script once (a second payment on the page reuses it); rejects on an error or after timeoutMs. */
export function loadScript(url: string, timeoutMs = 15_000): Promise<void> {
  const known = loading.get(url);
  // the same page loads it once; a script taken out of the page is loaded anew
  if (known && [...document.scripts].some((s) => s.src === url)) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = window.setTimeout(() => reject(new Error('widget script timed out')), timeoutMs);
    script.src = url;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      resolve();
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error('widget script failed'));
    };
    document.head.appendChild(script);
  });
  // a failed load may be tried again later
  promise.catch(() => loading.delete(url));
  loading.set(url, promise);
  return promise;
}

/**
 * Opens CloudPayments' widget for the payment (`pay('charge', options, callbacks)`), with the
 * e-mail typed on the page for the receipt when the server had none. Resolves true when the
 * payer paid, false when they closed it or the card was declined.
 */
export async function payInWidget(widget: ProviderWidget, email: string): Promise<boolean> {
  await loadScript(widget.scriptUrl);
  const Widget = (window as CpWindow).cp?.CloudPayments;
  if (!Widget) throw new Error('no CloudPayments widget');
  const receipt = widget.options.data?.CloudPayments?.CustomerReceipt;
  const withEmail = email && !widget.options.email;
  const options = {
    ...widget.options,
    ...(withEmail ? { email } : {}),
    ...(withEmail && receipt && !receipt.email && !receipt.phone
      ? { data: { ...widget.options.data, CloudPayments: { CustomerReceipt: { ...receipt, email } } } }
      : {}),
  };
  return new Promise<boolean>((resolve) => {
    new Widget().pay('charge', options, {
      onSuccess: () => resolve(true),
      onFail: () => resolve(false),
    });
  });
}

/**
 * Where a paid widget sends the payer: the payment's own page with the bank-return parameters
 * (as the hosted pay pages do), when it is a page of this site; else null (home).
 */
export function returnAddressOf(widget: ProviderWidget, paymentId: string, origin: string): string | null {
  if (!widget.returnUrl) return null;
  let back: URL;
  try {
    back = new URL(widget.returnUrl);
  } catch {
    return null;
  }
  if (back.origin !== origin) return null;
  back.searchParams.set('payment', paymentId);
  back.searchParams.set('status', 'succeeded');
  return `${back.pathname}${back.search}`;
}
