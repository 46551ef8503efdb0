import { startA4Pdf } from '../../lib/a4-pdf.ts';
import QRCode from 'qrcode';
import type { Language } from '@parking/domain/i18n/languages';
import type { StayProof } from '@parking/domain/stay-proof/stay-proof-contracts';
import { STAY_PROOF_TEXTS, cityTime, money } from './stay-proof-texts.ts';

const MARGIN = 56;
const QR_SIZE = 170;
const VERDICT_COLOUR = { paid: '#1b5e20', cancelled: '#b71c1c', refunded: '#b71c1c' } as const;

/**
 * The proof as a one-page A4 PDF in the reader's language: the verdict, the stay's facts in the
 * city's time, and a QR code of the verification page (with its address printed), so whoever
 * holds the paper can see what our records say now.
 */
export async function renderStayProofPdf(proof: StayProof, lang: Language, pageUrl: string): Promise<Buffer> {
  const t = STAY_PROOF_TEXTS[lang];
  const qr = await QRCode.toBuffer(pageUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 4 });
  const { doc, width, finish } = startA4Pdf(MARGIN, { Title: t.title });

  doc.font('bold').fontSize(18).text(t.title, MARGIN, MARGIN, { width });
  doc.moveDown(0.5);
  doc
    .font('bold')
    .fontSize(22)
    .fillColor(VERDICT_COLOUR[proof.status])
    .text(t.verdict[proof.status], { width });
  doc.fillColor('#000000').moveDown(0.8);

  const tz = proof.timeZone;
  const row = (label: string, value: string) => {
    doc.font('bold').fontSize(12).text(`${label}: `, { continued: true, width });
    doc.font('body').text(value, { width });
    doc.moveDown(0.3);
  };
  row(t.plate, proof.plate);
  row(t.zone, proof.zone);
  if (proof.zoneAddress) row(t.address, proof.zoneAddress);
  row(t.start, cityTime(new Date(proof.startDate), lang, tz));
  row(t.end, proof.endDate ? cityTime(new Date(proof.endDate), lang, tz) : t.endOpen);
  row(t.paid, money(proof.paid, lang));
  row(t.paidAt, cityTime(new Date(proof.paidAt), lang, tz));
  row(t.order, proof.order);
  row(t.verifiedAt, cityTime(new Date(proof.verifiedAt), lang, tz));

  doc.moveDown(1);
  const qrTop = doc.y;
  doc.image(qr, MARGIN, qrTop, { width: QR_SIZE, height: QR_SIZE });
  const textLeft = MARGIN + QR_SIZE + 16;
  const textWidth = width - QR_SIZE - 16;
  doc
    .font('body')
    .fontSize(10)
    .text(t.check, textLeft, qrTop + 8, { width: textWidth });
  doc.moveDown(0.5);
  doc.font('bold').fontSize(9).fillColor('#0d47a1').text(pageUrl, { width: textWidth, link: pageUrl });
  return finish();
}
