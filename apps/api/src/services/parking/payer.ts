import type { CardPayer } from '../card-payments/card-payment-types.ts';

/** Who pays: a driver (balance and card) or a guest token (card only). */
export type Payer = CardPayer;

/** The idempotency and ledger scope of a payer: `user:<id>` or `guest:<token id>`. */
export function scopeOf(payer: Payer): string {
  return payer.userId !== undefined ? `user:${payer.userId}` : `guest:${payer.guestTokenId}`;
}

/** Whether a session row belongs to the payer. */
export function owns(payer: Payer, row: { userId: number | null; guestTokenId: number | null }): boolean {
  return payer.userId !== undefined ? row.userId === payer.userId : row.guestTokenId === payer.guestTokenId;
}
