import type { Language } from '@parking/domain/i18n/languages';
import type { CityContext } from '../../config/city-context.ts';
import { enqueueMessage } from '../delivery/enqueue-message.ts';
import { renderReceiptPdf, receiptTitle } from './receipt-pdf.ts';
import { ownReceipt } from './receipt-service.ts';

/** The PDF's file name: receipt-1001.pdf or invoice-1001.pdf. */
export function receiptFilename(r: { id: number; type: 'individual' | 'legal' }): string {
  return `${r.type === 'legal' ? 'invoice' : 'receipt'}-${r.id}.pdf`;
}

/** GET /api/receipt: the driver's receipt as a PDF. */
export async function receiptPdf(city: CityContext, userId: number, receiptnumber: string) {
  const receipt = await ownReceipt(city, userId, receiptnumber);
  return { filename: receiptFilename(receipt), pdf: await renderReceiptPdf(receipt, city.config.timeZone) };
}

/**
 * GET /api/sendreceipt: the receipt's PDF to an address the driver gives (at most 50 characters;
 * it need not be the profile's), through the outbox: sent by the delivery worker, retried there.
 */
export async function sendReceipt(
  city: CityContext,
  userId: number,
  receiptnumber: string,
  email: string,
  lang: Language,
): Promise<{ receiptnumber: string; email: string }> {
  const receipt = await ownReceipt(city, userId, receiptnumber);
  const pdf = await renderReceiptPdf(receipt, city.config.timeZone);
  await enqueueMessage(city.db, {
    channel: 'email',
    to: email,
    template: 'receipt',
    vars: {
      title: receiptTitle(receipt, city.config.timeZone),
      sum: String(receipt.sumKopecks),
      uin: receipt.uin,
    },
    lang,
    attachments: [{ filename: receiptFilename(receipt), contentType: 'application/pdf', content: pdf }],
  });
  return { receiptnumber: String(receipt.id), email };
}
