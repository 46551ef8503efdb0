import { startA4Pdf } from '../../lib/a4-pdf.ts';
import { amountInWords } from '@parking/domain/receipts/amount-in-words';
import { PAYER_TYPE_LEGAL, type Payer } from '@parking/domain/receipts/payer-contracts';
import { zoneClock } from '@parking/domain/tariffs/zone-clock';
import type { ReceiptRecord } from '../../db/receipts/receipt-rows.ts';
import { paymentQrPng, paymentQrText } from './payment-qr.ts';

const MARGIN = 48;
const QR_SIZE = 150;

/** DD.MM.YYYY in the city's calendar. */
export function documentDate(at: Date, timeZone: string): string {
  const clock = zoneClock(timeZone);
  const wall = new Date(at.getTime() + (clock ? clock.offsetAt(at.getTime()) : 0)).toISOString();
  return `${wall.slice(8, 10)}.${wall.slice(5, 7)}.${wall.slice(0, 4)}`;
}

/** 1 234,50 (roubles with a comma and grouped thousands, as Russian documents print them). */
export function roublesText(kopecks: number): string {
  const roubles = Math.floor(kopecks / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${roubles},${String(kopecks % 100).padStart(2, '0')}`;
}

/** "Счёт на оплату № 1001 от 21.11.2026" (legal) or "Квитанция № 1001 от 21.11.2026". */
export function receiptTitle(r: Pick<ReceiptRecord, 'id' | 'type' | 'createdAt'>, timeZone: string): string {
  const kind = r.type === 'legal' ? 'Счёт на оплату' : 'Квитанция';
  return `${kind} № ${r.id} от ${documentDate(r.createdAt, timeZone)}`;
}

const DOCUMENT_NAMES: Record<number, string> = { 1: 'Паспорт', 2: 'Водительское удостоверение' };

/** The payer's lines as printed: who, their numbers or document, their address. */
function payerLines(payer: Payer): [string, string][] {
  if (payer.type === PAYER_TYPE_LEGAL) {
    return [
      ['Плательщик', payer.name],
      ['ИНН / КПП', `${payer.inn} / ${payer.kpp}`],
      ['ОГРН', payer.ogrn],
      ['Адрес', payer.address],
    ];
  }
  const [y, m, d] = payer.DateDoc.split('-');
  return [
    ['Плательщик', `${payer.lastName} ${payer.firstName} ${payer.middleName}`],
    [
      'Документ',
      `${DOCUMENT_NAMES[payer.typeDoc]}: серия ${payer.seriesDoc} № ${payer.numberDoc}, выдан ${d}.${m}.${y}, ${payer.issuer}`,
    ],
    ['Адрес', payer.address],
  ];
}

/** The receipt or invoice as a one-page A4 PDF with the payment QR code. */
export async function renderReceiptPdf(r: ReceiptRecord, timeZone: string): Promise<Buffer> {
  const qr = await paymentQrPng(
    paymentQrText({ payee: r.payee, sumKopecks: r.sumKopecks, purpose: r.purpose, uin: r.uin }),
  );
  const { doc, width, finish } = startA4Pdf(MARGIN, {
    Title: receiptTitle(r, timeZone),
    Author: r.payee.name,
  });
  const textWidth = width - QR_SIZE - 16;

  doc.font('bold').fontSize(15).text(receiptTitle(r, timeZone), MARGIN, MARGIN, { width: textWidth });
  doc.moveDown(0.8);
  const row = (label: string, value: string, w = width) => {
    doc.font('bold').fontSize(9).text(`${label}: `, { continued: true, width: w });
    doc.font('body').text(value, { width: w });
    doc.moveDown(0.2);
  };
  const heading = (text: string) => {
    doc.moveDown(0.4);
    doc.font('bold').fontSize(11).text(text, { width });
    doc.moveDown(0.3);
  };

  heading('Получатель платежа');
  row('Получатель', r.payee.name, textWidth);
  row('ИНН / КПП', `${r.payee.inn} / ${r.payee.kpp}`, textWidth);
  row('Расчётный счёт', r.payee.account, textWidth);
  row('Банк получателя', r.payee.bankName, textWidth);
  row('БИК', r.payee.bik, textWidth);
  row('Корр. счёт', r.payee.corrAccount, textWidth);
  row('Адрес', r.payee.address, textWidth);
  doc.image(qr, MARGIN + width - QR_SIZE, MARGIN + 40, { width: QR_SIZE, height: QR_SIZE });

  heading('Плательщик');
  for (const [label, value] of payerLines(r.payer as Payer)) row(label, value);

  heading('Платёж');
  row('Назначение платежа', r.purpose);
  row('УИН', r.uin);
  if (r.subscriptionStart) {
    const [y, m, d] = r.subscriptionStart.split('-');
    row('Начало действия абонемента', `${d}.${m}.${y}`);
  }
  row('Сумма', `${roublesText(r.sumKopecks)} руб.`);
  row('Сумма прописью', amountInWords(r.sumKopecks));
  row('НДС', 'не облагается');
  doc.moveDown(1);
  doc
    .font('body')
    .fontSize(8)
    .fillColor('#555555')
    .text(
      'Оплатите в любом банке по реквизитам или по QR-коду. Обязательно укажите УИН: по нему платёж будет зачислен. ' +
        'Абонемент, оплаченный по квитанции, начинает действовать не ранее чем через 3 рабочих дня.',
      { width },
    );
  return finish();
}
