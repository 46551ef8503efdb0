import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
/** DejaVu: Cyrillic and ₽ in every PDF we make (pdfkit's standard fonts have neither). */
const FONT_PATH = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD_FONT_PATH = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/**
 * An A4 page with our fonts registered as 'body' and 'bold' (receipts, proofs of payment):
 * draw on `doc`, then `finish()` ends it and gives the file's bytes.
 */
export function startA4Pdf(margin: number, info: PDFKit.DocumentInfo) {
  const doc = new PDFDocument({ size: 'A4', margin, info });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('body', FONT_PATH);
  doc.registerFont('bold', BOLD_FONT_PATH);
  return {
    doc,
    /** The width between the margins. */
    width: doc.page.width - margin * 2,
    finish: async (): Promise<Buffer> => {
      doc.end();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}
