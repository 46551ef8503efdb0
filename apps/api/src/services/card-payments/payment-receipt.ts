import type { CityContext } from '../../config/city-context.ts';
import { userRows } from '../../db/accounts/user-rows.ts';
import { companyRows } from '../../db/company/company-rows.ts';
import type { Db } from '../../db/db-types.ts';
import type { FiscalReceipt } from '../../integrations/payments/fiscal-receipt.ts';
import { getCityRules } from '../content/city-rules-service.ts';
import type { CardPaymentRequest } from './card-payment-types.ts';

/** The receipt line's name (a Russian fiscal document: the line is in Russian). */
const LINE_NAMES: Record<CardPaymentRequest['descriptionType'], string> = {
  refill: 'Пополнение баланса парковочного счёта',
  extension: 'Продление парковки',
  payment: 'Оплата парковки',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Who gets the receipt: what the payer typed for it, else the driver's e-mail, else their phone. */
async function customerOf(tx: Db, request: CardPaymentRequest): Promise<FiscalReceipt['customer']> {
  const given = request.receiptContact;
  if (given?.email || given?.phone) return { ...given };
  if (request.payer.userId !== undefined) {
    const user = await userRows.byId(tx, request.payer.userId);
    if (user?.email && EMAIL.test(user.email)) return { email: user.email };
    if (user?.phone) return { phone: user.phone };
  }
  if ('companyId' in request.payer) {
    const company = await companyRows.byId(tx, request.payer.companyId);
    if (company?.email) return { email: company.email };
  }
  if (request.phone) return { phone: request.phone };
  return {};
}

/**
 * The 54-FZ receipt of one card payment (issue 22): one line for what is paid, at the city's VAT
 * rate and payment subject (city rules), for the whole amount, sent to the payer's e-mail or
 * phone. A top-up's bonus is not paid money and is not on the receipt.
 */
export async function paymentReceiptOf(
  tx: Db,
  city: CityContext,
  request: CardPaymentRequest,
): Promise<FiscalReceipt> {
  const rules = await getCityRules(city, tx);
  return {
    customer: await customerOf(tx, request),
    lines: [
      {
        description: LINE_NAMES[request.descriptionType],
        quantity: 1,
        priceKopecks: request.amountKopecks,
        amountKopecks: request.amountKopecks,
        vatCode: rules.receiptVatCode,
        paymentSubject: rules.receiptPaymentSubject,
        paymentMode: 'full_payment',
      },
    ],
    taxSystem: rules.receiptTaxSystem,
    amountKopecks: request.amountKopecks,
  };
}

/**
 * The refund receipt (income_return) of part of a paid payment: the payment's lines scaled to the
 * refunded amount, the kopecks of rounding on the last line, so the lines add up exactly.
 */
export function refundReceiptOf(payment: FiscalReceipt, amountKopecks: number): FiscalReceipt {
  const lines = payment.lines.map((line) => {
    const part = Math.floor((line.amountKopecks * amountKopecks) / payment.amountKopecks);
    return { ...line, quantity: 1, priceKopecks: part, amountKopecks: part };
  });
  const rest = amountKopecks - lines.reduce((sum, line) => sum + line.amountKopecks, 0);
  const last = lines[lines.length - 1]!;
  last.amountKopecks += rest;
  last.priceKopecks = last.amountKopecks;
  return { ...payment, lines: lines.filter((l) => l.amountKopecks > 0), amountKopecks };
}

/** A payment made before receipts were kept (migration 0044): one plain line, no customer. */
export function emptyReceipt(amountKopecks: number): FiscalReceipt {
  return {
    customer: {},
    lines: [
      {
        description: LINE_NAMES.payment,
        quantity: 1,
        priceKopecks: amountKopecks,
        amountKopecks,
        vatCode: 'none',
        paymentSubject: 'service',
        paymentMode: 'full_payment',
      },
    ],
    taxSystem: null,
    amountKopecks,
  };
}
