import type { ProviderSettings } from '../../config/payment-settings.ts';
import { CloudPaymentsProvider } from './cloudpayments/cloudpayments-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { YooKassaProvider } from './yookassa/yookassa-provider.ts';

/** A real provider for one city's settings (the sandbox is made by the runtime: it is shared). */
export function createProvider(settings: Exclude<ProviderSettings, { kind: 'sandbox' }>): PaymentProvider {
  return settings.kind === 'yookassa' ? new YooKassaProvider(settings) : new CloudPaymentsProvider(settings);
}
