import type { Payer } from '@parking/domain/receipts/payer-contracts';
import type { ReceiptRow } from '@parking/domain/receipts/receipt-contracts';
import { apiPost } from '../../../shared/http/api-client';
import type { ReceiptHandOff } from './receipt-hand-off';

/**
 * POST /api/creatrefill (sum in roubles, payer) or /api/creatsubscription (codeSubscription, grz,
 * startDate, payer): the receipt with its UIN (document 2 §7 "Receipts").
 */
export function createReceipt(
  handOff: ReceiptHandOff,
  payer: Payer,
  sumKopecks?: number,
): Promise<ReceiptRow> {
  const request =
    handOff.source === 'refill'
      ? apiPost<{ result: ReceiptRow }>('/api/creatrefill', {
          sum: ((sumKopecks ?? 0) / 100).toFixed(2),
          payer,
        })
      : apiPost<{ result: ReceiptRow }>('/api/creatsubscription', {
          codeSubscription: handOff.subscription.code,
          grz: handOff.plate,
          ...(handOff.startDate && { startDate: handOff.startDate }),
          payer,
        });
  return request.then((r) => r.result);
}
