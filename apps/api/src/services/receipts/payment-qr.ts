import QRCode from 'qrcode';
import type { PayeeDetails } from '../../db/receipts/receipt-rows.ts';

/**
 * The payment QR of a receipt in the Russian payment-order format (GOST R 56042-2014): the
 * header ST00012 (version 0001, encoding 2 = UTF-8), then Key=Value pairs separated by '|'.
 * Any bank app reads the payee, the amount in kopecks, the purpose and the UIN from it.
 */
export interface PaymentQrFields {
  payee: PayeeDetails;
  sumKopecks: number;
  purpose: string;
  uin: string;
}

/** '|' separates the fields and cannot appear inside one; line breaks neither. */
const clean = (value: string) => value.replace(/[|\s]+/g, ' ').trim();

export function paymentQrText(f: PaymentQrFields): string {
  const pairs: [string, string][] = [
    ['Name', f.payee.name],
    ['PersonalAcc', f.payee.account],
    ['BankName', f.payee.bankName],
    ['BIC', f.payee.bik],
    ['CorrespAcc', f.payee.corrAccount],
    ['PayeeINN', f.payee.inn],
    ['KPP', f.payee.kpp],
    ['Sum', String(f.sumKopecks)],
    ['Purpose', f.purpose],
    ['UIN', f.uin],
  ];
  return ['ST00012', ...pairs.map(([k, v]) => `${k}=${clean(v)}`)].join('|');
}

/** Parses the format back (tests, and anyone checking a document). */
export function parsePaymentQrText(text: string): Record<string, string> {
  const [header, ...pairs] = text.split('|');
  if (header !== 'ST00012') throw new Error(`not a payment-order QR: ${header}`);
  return Object.fromEntries(pairs.map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]));
}

/** The QR as a PNG: byte mode (UTF-8), error correction M, a quiet zone of 4 modules. */
export function paymentQrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 4 });
}
