import type { ProviderNotification } from '../payment-provider.ts';
import { callYooKassa, read, type YooKassaApiSettings } from './yookassa-api.ts';
import { amountOf, listOf, ReceiptObject, type YooKassaReceipt } from './yookassa-mapping.ts';

export type YooKassaReceiptNotice = Extract<ProviderNotification, { kind: 'receipt' }>;

/** The receipt's total: each item's amount is a unit price, times its quantity. */
function totalOf(receipt: YooKassaReceipt): number {
  return receipt.items.reduce(
    (sum, item) => sum + Math.round(amountOf(item.amount) * Number(item.quantity)),
    0,
  );
}

/**
 * What a driver can use to find their fiscal receipt. YooKassa gives no public link to a
 * receipt, only its fiscal data: the register's fiscal storage number (ФН), the document number
 * (ФД) and the fiscal sign (ФП); with the date and sum they identify the receipt at the tax
 * service's "Проверка чека" and at the OFD. The receipt itself reaches the payer's e-mail or
 * phone from the register.
 */
export const fiscalTextOf = (r: YooKassaReceipt) =>
  `ФН ${r.fiscal_storage_number} ФД ${r.fiscal_document_number} ФП ${r.fiscal_attribute}`;

/**
 * The registered fiscal receipt of a payment (or of one of its refunds) from GET /receipts,
 * shaped as the `receipt` notification the card services take (fiscal-receipt-record.ts), or
 * null while the register has not made it (receipt_registration pending) or made none.
 * YooKassa does not push receipts, so this is asked after a payment or refund succeeded.
 */
export async function fetchFiscalReceipt(
  settings: YooKassaApiSettings,
  providerPaymentId: string,
  providerRefundId?: string,
): Promise<YooKassaReceiptNotice | null> {
  const answer = await callYooKassa(settings, {
    method: 'GET',
    path: '/receipts',
    query: providerRefundId ? { refund_id: providerRefundId } : { payment_id: providerPaymentId },
  });
  const list = read(listOf(ReceiptObject), answer, 'receipts');
  const wanted = providerRefundId ? 'refund' : 'payment';
  const receipt = list.items.find(
    (r) =>
      r.type === wanted &&
      r.status === 'succeeded' &&
      r.fiscal_storage_number &&
      r.fiscal_document_number &&
      r.fiscal_attribute,
  );
  if (!receipt) return null;
  return {
    kind: 'receipt',
    eventId: `receipt:${receipt.id}`,
    providerPaymentId,
    ...(providerRefundId ? { providerRefundId } : {}),
    receiptType: providerRefundId ? 'income_return' : 'income',
    url: fiscalTextOf(receipt),
    amountKopecks: totalOf(receipt),
    raw: receipt,
  };
}
