import type { ProviderPaymentInput } from '../payment-provider.ts';
import { roublesOf } from './cloudpayments-codes.ts';
import { customerReceiptOf } from './cloudpayments-receipt.ts';

/** What the /payment page hands CloudPayments' widget: `new cp.CloudPayments().pay('charge', options, ...)`. */
export interface CloudPaymentsWidget {
  provider: 'cloudpayments';
  /** The widget script (CLOUDPAYMENTS_WIDGET_URL). */
  scriptUrl: string;
  publicId: string;
  /** 'sbp': the page opens the widget for Faster Payments (the site must have SBP enabled). */
  methodKind: 'card' | 'sbp';
  /** Where the payer goes once the widget says paid (absolute, this site). */
  returnUrl: string;
  options: Record<string, unknown>;
}

/** Our description line's type for the /payment page (document 1 §9). */
function descriptionTypeOf(description: string): 'refill' | 'extension' | 'payment' {
  if (/top-up/i.test(description)) return 'refill';
  if (/extension/i.test(description)) return 'extension';
  return 'payment';
}

/**
 * Our /payment page for this invoice, in the city's and the payer's form of our address: the
 * public URL and the city prefix are read off the URLs the service built (webhookUrl is always
 * `<publicUrl>/c/<city>/api/...`; returnUrl is `<publicUrl>[/c/<city>][/en]/<path>`).
 */
export function widgetPageUrl(input: ProviderPaymentInput, city: string): string {
  const marker = `/c/${encodeURIComponent(city)}/api/payment/webhook/`;
  const at = input.webhookUrl.indexOf(marker);
  const publicUrl = at >= 0 ? input.webhookUrl.slice(0, at) : new URL(input.returnUrl).origin;
  let rest = input.returnUrl.startsWith(publicUrl) ? input.returnUrl.slice(publicUrl.length) : '/';
  let prefix = '';
  if (rest.startsWith(`/c/${encodeURIComponent(city)}/`)) {
    prefix = `/c/${encodeURIComponent(city)}`;
    rest = rest.slice(prefix.length);
  }
  const lang = /^\/en(?:[/?#]|$)/.test(rest) ? '/en' : '';
  const query = new URLSearchParams({
    invoiceId: input.merchantPaymentId,
    amount: (input.amountKopecks / 100).toFixed(2),
    currency: 'RUB',
    description: descriptionTypeOf(input.description),
  });
  const { email, phone } = input.receipt.customer;
  if (email) query.set('email', email);
  // 54-FZ: a receipt needs somewhere to go; the page asks for an address when we have none
  if (!email && !phone) query.set('requireEmail', 'true');
  return `${publicUrl}${prefix}${lang}/payment?${query.toString()}`;
}

/** The widget's options (amount in roubles; the 54-FZ receipt in data.CloudPayments.CustomerReceipt). */
export function widgetOf(
  settings: { publicId: string; widgetUrl: string },
  input: ProviderPaymentInput,
): CloudPaymentsWidget {
  const { email } = input.receipt.customer;
  return {
    provider: 'cloudpayments',
    scriptUrl: settings.widgetUrl,
    publicId: settings.publicId,
    methodKind: input.methodKind,
    // after the widget says paid, the payer goes back to the page the payment started from
    // (issue 18), which shows what was paid and, once it comes, the receipt's link
    returnUrl: input.returnUrl,
    options: {
      publicId: settings.publicId,
      description: input.description,
      amount: roublesOf(input.amountKopecks),
      currency: 'RUB',
      invoiceId: input.merchantPaymentId,
      accountId: input.accountId,
      ...(email ? { email } : {}),
      requireEmail: !email && !input.receipt.customer.phone,
      skin: 'classic',
      ...(input.lang ? { language: input.lang === 'en' ? 'en-US' : 'ru-RU' } : {}),
      data: { CloudPayments: { CustomerReceipt: customerReceiptOf(input.receipt) } },
    },
  };
}
