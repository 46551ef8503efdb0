import type { CityContext } from '../../config/city-context.ts';
import { cardPaymentRows } from '../../db/card-payments/card-payment-rows.ts';
import type { Db } from '../../db/db-types.ts';
import type { CardPaymentRow } from '../../db/schema/card-payments.ts';
import { AppError } from '../../errors/app-error.ts';
import { enqueueMessage } from '../delivery/enqueue-message.ts';
import { findCardPayment } from './card-payment-service.ts';
import type { SettleEffect } from './card-payment-types.ts';

/** The settlements after which the money stays with us: the receipt is due. */
const KEPT: SettleEffect[] = ['refilled', 'handled', 'credited_to_balance', 'late_credited'];

/**
 * The e-mail typed on the /payment widget page (document 1 §2 "e-mail, requireEmail") is where
 * the payment's receipt goes. The invoice id is the capability, as the widget link is; only a
 * payment still waiting for the bank takes it (409 once decided, 404 for no such payment).
 */
export async function setReceiptEmail(city: CityContext, invoiceId: string, email: string): Promise<void> {
  const row = await findCardPayment(city.db, invoiceId);
  if (!row) throw new AppError('NotFound', 404);
  if (!(await cardPaymentRows.setReceiptEmail(city.db, row.id, email)))
    throw new AppError('ValidationError', 409);
}

/** Queues the receipt in the settling transaction when the payer left an address for it. */
export async function queueReceiptEmail(tx: Db, row: CardPaymentRow, effect: SettleEffect): Promise<void> {
  if (!row.receiptEmail || !KEPT.includes(effect)) return;
  await enqueueMessage(tx, {
    channel: 'email',
    to: row.receiptEmail,
    template: 'payment-receipt',
    vars: {
      amount: String(row.amountKopecks),
      // the template words it in the message's language (template-texts.ts)
      description: row.descriptionType,
      order: row.id,
      paidAt: new Date().toISOString(),
    },
    lang: 'ru',
  });
}
