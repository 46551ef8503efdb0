import ExcelJS from 'exceljs';
import type { Language } from '@parking/domain/i18n/languages';
import { formatKopecks } from '@parking/domain/money';
import type { MoneyExportFormat, MoneyFigures } from '@parking/domain/staff/money-contracts';
import { MONEY_TEXT, dayLabel } from './money-labels.ts';
import type { MoneyReport } from './money-report-service.ts';

export interface MoneyReportFile {
  contentType: string;
  filename: string;
  body: Buffer;
}

const FIGURES = ['revenue', 'refunds', 'net', 'corrections', 'bonuses', 'sessions', 'minutes'] as const;
const isMoney = (k: (typeof FIGURES)[number]) => k !== 'sessions' && k !== 'minutes';

/** A report is a few hundred rows at most (a year by day), so the file is made whole, not streamed. */
export async function moneyReportFile(
  report: MoneyReport,
  format: MoneyExportFormat,
  lang: Language,
  now = new Date(),
): Promise<MoneyReportFile> {
  const filename = `money-report-${report.from}-${report.to}-${report.groupBy}.${format}`;
  if (format === 'csv')
    return { contentType: 'text/csv; charset=utf-8; header=present', filename, body: csvOf(report, lang) };
  return {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    filename,
    body: await xlsxOf(report, lang, now),
  };
}

function headings(report: MoneyReport, lang: Language): string[] {
  const text = MONEY_TEXT[lang];
  return [text.groupHeading[report.groupBy], ...FIGURES.map((k) => text.figures[k])];
}

/** RFC 4180: comma-separated, CRLF lines, a field quoted when it holds a comma, quote or line break. */
const csvField = (value: string): string =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
const csvFigures = (f: MoneyFigures) =>
  FIGURES.map((k) => (isMoney(k) ? formatKopecks(f[k], '') : String(f[k])));

/** UTF-8 with a byte order mark, which is how Excel knows the file is not in the system's code page. */
function csvOf(report: MoneyReport, lang: Language): Buffer {
  const lines = [
    headings(report, lang),
    ...report.rows.map((row) => [row.label, ...csvFigures(row)]),
    [MONEY_TEXT[lang].total, ...csvFigures(report.total)],
  ];
  const text = lines.map((cells) => cells.map(csvField).join(',')).join('\r\n') + '\r\n';
  return Buffer.from(`\uFEFF${text}`, 'utf8');
}

async function xlsxOf(report: MoneyReport, lang: Language, now: Date): Promise<Buffer> {
  const text = MONEY_TEXT[lang];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(text.sheet);
  const generated = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'ru-RU', {
    timeZone: report.timeZone,
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(now);
  // what the file holds is said above the table, as the history's PDF does
  sheet.addRow([text.title]).font = { bold: true, size: 14 };
  sheet.addRow([`${text.period}: ${dayLabel(report.from, lang)} – ${dayLabel(report.to, lang)}`]);
  sheet.addRow([`${text.groupedBy}: ${text.groupBy[report.groupBy]}`]);
  sheet.addRow([`${text.generated}: ${generated} (${text.timeZone}: ${report.timeZone})`]);
  sheet.addRow([]);
  const header = sheet.addRow(headings(report, lang));
  header.font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: header.number }];
  sheet.getColumn(1).width = report.groupBy === 'day' ? 14 : 26;
  FIGURES.forEach((k, i) => {
    const column = sheet.getColumn(i + 2);
    column.width = 18;
    if (isMoney(k)) column.numFmt = '#,##0.00';
  });
  const cells = (f: MoneyFigures) => FIGURES.map((k) => (isMoney(k) ? f[k] / 100 : f[k]));
  for (const row of report.rows) {
    // a day is a date cell (spreadsheets have no time zones: midnight UTC reads as that day)
    const first = report.groupBy === 'day' && row.key ? new Date(`${row.key}T00:00:00Z`) : row.label;
    const added = sheet.addRow([first, ...cells(row)]);
    if (first instanceof Date) added.getCell(1).numFmt = 'dd.mm.yyyy';
  }
  sheet.addRow([text.total, ...cells(report.total)]).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
