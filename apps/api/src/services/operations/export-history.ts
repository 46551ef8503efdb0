import { once } from 'node:events';
import { createRequire } from 'node:module';
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import type { Language } from '@parking/domain/i18n/languages';
import { shownAmount } from '@parking/domain/operations/operation-money';
import type { DownloadHistoryQuery, ExportType } from '@parking/domain/operations/operations-contracts';
import { zoneClock } from '@parking/domain/tariffs/zone-clock';
import type { CityContext } from '../../config/city-context.ts';
import {
  operationRows,
  type OperationRecord,
  type OperationsCursor,
} from '../../db/operations/operation-rows.ts';
import { EXPORT_TEXT } from './export-labels.ts';
import { describeOperation, resolveWhere } from './operations-service.ts';

/** Rows read per query: the export holds one batch at a time, never the whole history. */
export const EXPORT_BATCH = 500;

const require = createRequire(import.meta.url);
/** DejaVu Sans from an npm package (dejavu-fonts-ttf): Cyrillic on any machine. */
const FONT_PATH = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD_FONT_PATH = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface HistoryFile {
  contentType: string;
  filename: string;
  stream: PassThrough;
  /** Settles when the file is fully written (or failed; the stream is destroyed then). */
  done: Promise<void>;
}

/** The city's wall time of an instant, as a Date whose UTC fields show it. */
function cityWall(at: Date, timeZone: string): Date {
  const clock = zoneClock(timeZone);
  return new Date(at.getTime() + (clock ? clock.offsetAt(at.getTime()) : 0));
}
const pad = (n: number) => String(n).padStart(2, '0');
function wallText(wall: Date, withTime = true): string {
  const day = `${pad(wall.getUTCDate())}.${pad(wall.getUTCMonth() + 1)}.${wall.getUTCFullYear()}`;
  return withTime ? `${day} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}` : day;
}

/** Every matching operation, newest first, a batch at a time by keyset. */
async function* batches(city: CityContext, where: Awaited<ReturnType<typeof resolveWhere>>) {
  let cursor: OperationsCursor | null = null;
  for (;;) {
    const rows: OperationRecord[] = await operationRows.after(city.db, where, cursor, EXPORT_BATCH);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < EXPORT_BATCH) return;
    const last = rows[rows.length - 1]!;
    cursor = { occurredAt: last.occurredAt, id: last.id };
  }
}

/** Waits for the reader when the response buffer is full (a slow client slows the export). */
async function drained(out: Writable): Promise<void> {
  if (out.writableNeedDrain) {
    await new Promise<void>((resolve) => {
      const go = () => {
        out.off('drain', go);
        out.off('close', go);
        resolve();
      };
      out.on('drain', go);
      out.on('close', go);
    });
  }
  // the client went away: stop reading the database
  if (out.destroyed) throw new Error('download aborted');
}

function cells(op: OperationRecord, lang: Language) {
  const text = EXPORT_TEXT[lang];
  return {
    type: text.types[op.type as keyof typeof text.types] ?? op.type,
    status: text.statuses[op.status as keyof typeof text.statuses] ?? op.status,
    order: op.sessionId !== null ? String(op.sessionId) : (op.cardPaymentId ?? ''),
    description: describeOperation(op, lang),
  };
}

/**
 * download-history/v1: the filtered history as a file, streamed. The filter is checked before
 * anything is sent, so a bad one still gets the error envelope; after that a failure can only
 * cut the download short.
 */
export async function exportHistory(
  city: CityContext,
  userId: number,
  query: DownloadHistoryQuery,
  lang: Language,
  now = new Date(),
): Promise<HistoryFile> {
  const where = await resolveWhere(city, userId, query, lang);
  const timeZone = city.config.timeZone;
  const today = cityWall(now, timeZone).toISOString().slice(0, 10);
  const stream = new PassThrough({ highWaterMark: 256 * 1024 });
  const type: ExportType = query.type;
  const period =
    query.StartDate || query.EndDate
      ? `${query.StartDate ?? '…'} – ${query.EndDate ?? '…'}`
      : EXPORT_TEXT[lang].allTime;
  const write = type === 'xls' ? writeXlsx : writePdf;
  const done = write(stream, batches(city, where), {
    lang,
    timeZone,
    period,
    filters: filtersUsed(query, lang),
    generated: wallText(cityWall(now, timeZone)),
  }).catch((error: unknown) => {
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return {
    contentType:
      type === 'xls'
        ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
        : 'application/pdf',
    filename: `operations-${today}.${type === 'xls' ? 'xlsx' : 'pdf'}`,
    stream,
    done,
  };
}

interface FileContext {
  lang: Language;
  timeZone: string;
  period: string;
  /** The filters besides the period, as "label: value" (a reader of the file sees what it holds). */
  filters: string[];
  generated: string;
}

function filtersUsed(query: DownloadHistoryQuery, lang: Language): string[] {
  const text = EXPORT_TEXT[lang];
  const used: [string, string | undefined][] = [
    [text.filters.operation, query.Operation && text.types[query.Operation]],
    [text.filters.vehicle, query.Vehicle],
    [text.filters.zone, query.Zone],
    [text.filters.order, query.OrderNumber],
  ];
  return used.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`);
}

async function writeXlsx(
  out: PassThrough,
  rows: AsyncGenerator<OperationRecord[]>,
  ctx: FileContext,
): Promise<void> {
  const text = EXPORT_TEXT[ctx.lang];
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(text.title, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { key: 'date', width: 18, style: { numFmt: 'dd.mm.yyyy hh:mm' } },
    { key: 'type', width: 24 },
    { key: 'amount', width: 14, style: { numFmt: '#,##0.00' } },
    { key: 'description', width: 44 },
    { key: 'status', width: 18 },
    { key: 'order', width: 14 },
    { key: 'plate', width: 12 },
    { key: 'zone', width: 10 },
    { key: 'phone', width: 14 },
    { key: 'receipt', width: 30 },
  ];
  const header = sheet.addRow(text.headings);
  header.font = { bold: true };
  header.commit();
  for await (const batch of rows) {
    for (const op of batch) {
      const c = cells(op, ctx.lang);
      sheet
        .addRow({
          // a date cell shows the city's wall time (spreadsheets have no time zones)
          date: cityWall(op.occurredAt, ctx.timeZone),
          type: c.type,
          // an unpaid or failed payment moved no money: no sign, as in the list
          amount: shownAmount(op) / 100,
          description: c.description,
          status: c.status,
          order: c.order,
          plate: op.plate ?? '',
          zone: op.zone ?? op.parkingCode ?? '',
          phone: op.driverPhone ?? '',
          receipt: op.checkFiscal ?? '',
        })
        .commit();
    }
    await drained(out);
  }
  sheet.commit();
  await workbook.commit();
}

// 770 pt between the margins of a landscape A4
const COLUMNS_PDF: { key: string; width: number; align?: 'right' }[] = [
  { key: 'date', width: 82 },
  { key: 'type', width: 120 },
  { key: 'amount', width: 76, align: 'right' },
  { key: 'description', width: 220 },
  { key: 'status', width: 100 },
  { key: 'order', width: 90 },
  { key: 'plate', width: 70 },
];
const ROW_HEIGHT = 16;
/** The header row has room for a heading on two lines: a heading is never cut. */
const HEADER_HEIGHT = 24;
const FONT_SIZE = 8;
const MARGIN = 36;

async function writePdf(
  out: PassThrough,
  rows: AsyncGenerator<OperationRecord[]>,
  ctx: FileContext,
): Promise<void> {
  const text = EXPORT_TEXT[ctx.lang];
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, bufferPages: false });
  doc.pipe(out);
  doc.registerFont('body', FONT_PATH);
  doc.registerFont('bold', BOLD_FONT_PATH);
  const bottom = doc.page.height - MARGIN - ROW_HEIGHT;
  let y = MARGIN;
  let page = 1;

  const line = (values: string[], font: 'body' | 'bold') => {
    const header = font === 'bold';
    const height = header ? HEADER_HEIGHT : ROW_HEIGHT;
    doc.font(font).fontSize(FONT_SIZE);
    let x = MARGIN;
    COLUMNS_PDF.forEach((col, i) => {
      // a right-aligned column keeps a gap before the next one
      doc.text(values[i] ?? '', x + 2, y + 4, {
        width: col.width - (col.align === 'right' ? 10 : 4),
        height: height - 4,
        // a heading wraps onto its second line; a value keeps one line and an ellipsis
        lineBreak: header,
        ellipsis: !header,
        align: col.align ?? 'left',
      });
      x += col.width;
    });
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(x, y + height)
      .lineWidth(0.3)
      .strokeColor('#999999')
      .stroke();
    y += height;
  };
  const headings = [0, 1, 2, 3, 4, 5, 6].map((i) => text.headings[i]!);
  const footer = () => {
    doc.font('body').fontSize(7).fillColor('#666666');
    doc.text(`${text.page} ${page}`, MARGIN, doc.page.height - MARGIN + 8, { lineBreak: false });
    doc.fillColor('#000000');
  };

  doc.font('bold').fontSize(14).text(text.title, MARGIN, y);
  const chosen = [`${text.period}: ${ctx.period}`, ...ctx.filters].join('. ');
  doc.font('body').fontSize(9).text(`${chosen}. ${text.generated}: ${ctx.generated}`);
  y = doc.y + 8;
  line(headings, 'bold');
  for await (const batch of rows) {
    for (const op of batch) {
      if (y > bottom) {
        // a new page repeats the table's header
        footer();
        doc.addPage();
        page += 1;
        y = MARGIN;
        line(headings, 'bold');
      }
      const c = cells(op, ctx.lang);
      line(
        [
          wallText(cityWall(op.occurredAt, ctx.timeZone)),
          c.type,
          (shownAmount(op) / 100).toFixed(2),
          c.description,
          c.status,
          c.order,
          op.plate ?? '',
        ],
        'body',
      );
    }
    await drained(out);
  }
  footer();
  const ended = once(out, 'finish').catch(() => undefined);
  doc.end();
  await ended;
}
