import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@parking/domain/i18n/languages';
import { formatDayDate } from '@parking/domain/operations/day-date';
import { DownloadHistoryQuerySchema, cityToday } from '@parking/domain/operations/operations-contracts';
import type { CityContext } from '../../config/city-context.ts';
import {
  monthlyReportRows,
  type DueDriver,
  type ReportMonth,
} from '../../db/operations/monthly-report-rows.ts';
import { operationRows } from '../../db/operations/operation-rows.ts';
import type { OutgoingAttachment } from '../../db/schema/outbox.ts';
import { enqueueMessage } from '../delivery/enqueue-message.ts';
import { MAX_ATTACHMENT_BYTES } from '../delivery/outgoing-message-schema.ts';
import { exportHistory } from './export-history.ts';
import { cityDayStart } from './operations-service.ts';

/** Drivers read per query; each is then handled on its own (file, claim, message). */
export const REPORT_BATCH = 50;

export interface MonthlyReportMonth extends ReportMonth {
  /** The month's first and last day, DD/MM/YYYY: the export's filter. */
  startDate: string;
  endDate: string;
}

export interface MonthlyReportPass {
  month: string;
  /** Reports claimed and queued by this pass. */
  queued: number;
  /** Drivers whose report someone else claimed meanwhile (another process). */
  skipped: number;
  /** Drivers whose report failed this time (left unclaimed: the next pass tries again). */
  failed: number;
  /** The pass stopped early (the app is closing). */
  interrupted: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar month before `now`'s month in the city's time zone. */
export function previousMonth(now: Date, timeZone: string): MonthlyReportMonth {
  const today = cityToday(now, timeZone);
  const year = today.month === 1 ? today.year - 1 : today.year;
  const month = today.month === 1 ? 12 : today.month - 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const startDate = formatDayDate({ year, month, day: 1 });
  return {
    key: `${year}-${pad(month)}`,
    firstDay: `${year}-${pad(month)}-01`,
    startDate,
    endDate: formatDayDate({ year, month, day: lastDay }),
    from: cityDayStart(startDate, timeZone),
    until: cityDayStart(formatDayDate({ year: today.year, month: today.month, day: 1 }), timeZone),
  };
}

/**
 * The driver's language for mail. Users have no stored language yet (migration 0003 has none,
 * and the cabinet keeps the choice in the browser), so reports go out in Russian, the city
 * service's language; this is the one place to change when a stored language appears.
 */
function driverLanguage(): Language {
  return 'ru';
}

/**
 * The month's history as the cabinet's xlsx export makes it, read into memory; null when it
 * is over what the outbox carries (the mail then says to download it from the cabinet).
 */
async function historyWorkbook(
  city: CityContext,
  userId: number,
  month: MonthlyReportMonth,
  lang: Language,
  now: Date,
): Promise<OutgoingAttachment | null> {
  const query = DownloadHistoryQuerySchema.parse({
    type: 'xls',
    StartDate: month.startDate,
    EndDate: month.endDate,
  });
  const file = await exportHistory(city, userId, query, lang, now);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    // leaving the loop destroys the stream, and the export stops reading the database
    if (size > MAX_ATTACHMENT_BYTES) return null;
    chunks.push(chunk);
  }
  await file.done;
  return {
    filename: `operations-${month.key}.xlsx`,
    contentType: file.contentType,
    content: Buffer.concat(chunks),
  };
}

type DriverOutcome = 'queued' | 'skipped' | 'empty';

async function reportFor(
  city: CityContext,
  driver: DueDriver,
  month: MonthlyReportMonth,
  now: Date,
): Promise<DriverOutcome> {
  const { userId } = driver;
  const operations = await monthlyReportRows.count(city.db, userId, month);
  if (operations === 0) return 'empty';
  const lang = driverLanguage();
  const [money] = await operationRows.spending(
    city.db,
    { userId, from: month.from, until: month.until },
    'month',
    city.config.timeZone,
  );
  // Built before the transaction: the export reads through city.db, which on PGlite (one
  // connection) would wait for an open transaction. A lost claim only wastes this file.
  const workbook = await historyWorkbook(city, userId, month, lang, now);
  return city.db.transaction(async (tx) => {
    if (!(await monthlyReportRows.claim(tx, userId, month, operations))) return 'skipped';
    const outboxId = await enqueueMessage(tx, {
      channel: 'email',
      to: driver.email,
      template: 'history-report',
      vars: {
        month: month.key,
        spent: String(money?.spent ?? 0),
        refilled: String(money?.refilled ?? 0),
        operations: String(operations),
      },
      lang,
      ...(workbook ? { attachments: [workbook] } : {}),
    });
    await monthlyReportRows.linkMessage(tx, userId, month, outboxId);
    return 'queued';
  });
}

/**
 * One pass of the monthly operations history report over a city: every driver with the
 * reportHistoryOperation setting on, a confirmed e-mail and operations in the previous calendar
 * month (the city's time zone) gets one e-mail with a summary and the month's history as xlsx.
 * Exactly once per driver and month across passes and processes: history_reports is claimed in
 * the transaction that queues the message. Safe to run any number of times.
 */
export async function runMonthlyReports(
  city: CityContext,
  options: { now?: Date; batchSize?: number; signal?: AbortSignal; log?: FastifyBaseLogger } = {},
): Promise<MonthlyReportPass> {
  const now = options.now ?? new Date();
  const month = previousMonth(now, city.config.timeZone);
  const pass: MonthlyReportPass = { month: month.key, queued: 0, skipped: 0, failed: 0, interrupted: false };
  let afterId = 0;
  for (;;) {
    const batch = await monthlyReportRows.due(city.db, month, afterId, options.batchSize ?? REPORT_BATCH);
    for (const driver of batch) {
      if (options.signal?.aborted) {
        pass.interrupted = true;
        return pass;
      }
      afterId = driver.userId;
      try {
        const outcome = await reportFor(city, driver, month, now);
        if (outcome === 'queued') pass.queued += 1;
        else if (outcome === 'skipped') pass.skipped += 1;
      } catch (error) {
        pass.failed += 1;
        options.log?.warn(
          { city: city.config.city, userId: driver.userId, month: month.key, err: error },
          'history report failed; the next pass tries again',
        );
      }
    }
    if (batch.length < (options.batchSize ?? REPORT_BATCH)) return pass;
  }
}
