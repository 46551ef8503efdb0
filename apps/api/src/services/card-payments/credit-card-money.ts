import type { Db } from '../../db/db-types.ts';
import type { CardPaymentRow } from '../../db/schema/card-payments.ts';
import { driverAccount, systemAccount } from '../ledger/ledger-accounts.ts';
import { postTransaction, type Posting } from '../ledger/post-transaction.ts';

/** The ledger scope of card money; the key is the payment id, so one payment moves money once. */
export const CARD_PAYMENT_SCOPE = 'card-payment';

type CreditedAs = 'refill' | 'fallback' | 'late';

/** What a card credit's ledger move records of its payment. */
const creditMetadata = (payment: CardPaymentRow, creditedAs: CreditedAs) => ({
  paymentId: payment.id,
  purpose: payment.purpose,
  method: payment.method,
  // how the money came to be credited; not `reason`, which is support's words for the history
  creditedAs,
  amount: payment.amountKopecks,
});

/**
 * Puts a paid card payment's money on the driver's balance: card_clearing -N, driver +N, and
 * when `withBonus` the payment's bonus20 in the same ledger move (bonus -B, driver +B), so the
 * top-up and its bonus are journaled together or not at all.
 */
export async function creditCardMoney(
  tx: Db,
  payment: CardPaymentRow,
  userId: number,
  reason: CreditedAs,
  withBonus: boolean,
): Promise<void> {
  const driver = await driverAccount(tx, userId);
  const amount = payment.amountKopecks;
  const bonus = withBonus ? payment.bonusKopecks : 0;
  const postings: Posting[] = [
    { account: await systemAccount(tx, 'card_clearing'), amount: -amount },
    { account: driver, amount },
  ];
  if (bonus > 0) {
    postings.push(
      { account: await systemAccount(tx, 'bonus'), amount: -bonus },
      { account: driver, amount: bonus },
    );
  }
  await postTransaction(tx, {
    kind: 'refill',
    scope: CARD_PAYMENT_SCOPE,
    idempotencyKey: payment.id,
    postings,
    metadata: {
      ...creditMetadata(payment, reason),
      // the operations history shows this part as a separate bonus20 operation
      ...(bonus > 0 ? { bonus20: bonus } : {}),
    },
  });
}

/**
 * Puts a company's paid top-up on its balance: card_clearing -N, company +N, one ledger move
 * under the payment id like a driver's. Companies get no bonus20 (document 1 §9's bonus is a
 * driver's promotion; a company's top-up is a contract payment), so there is no bonus part.
 */
export async function creditCompanyCardMoney(
  tx: Db,
  payment: CardPaymentRow,
  companyId: number,
  reason: Exclude<CreditedAs, 'fallback'>,
): Promise<void> {
  const amount = payment.amountKopecks;
  await postTransaction(tx, {
    kind: 'refill',
    scope: CARD_PAYMENT_SCOPE,
    idempotencyKey: payment.id,
    postings: [
      { account: await systemAccount(tx, 'card_clearing'), amount: -amount },
      { company: companyId, amount },
    ],
    metadata: creditMetadata(payment, reason),
  });
}
