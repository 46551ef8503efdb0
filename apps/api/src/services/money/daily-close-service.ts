import {
  LEDGER_ACCOUNT_KINDS,
  type MoneyCloseAnswer,
  type MoneyCloseDifference,
  type MoneyCloseKind,
} from '@parking/domain/staff/money-contracts';
import type { CityContext } from '../../config/city-context.ts';
import { dailyCloseRows } from '../../db/money/daily-close-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { cityPeriod, cityToday } from './money-period.ts';

export type MoneyClose = Omit<MoneyCloseAnswer, 'status'>;

/**
 * The daily close of one city day (issue 21 item 3): every kind of ledger account's balance at
 * the day's start and end and the day's postings, with the proof that they agree.
 *
 * The opening comes from the journal (every posting before the day), the closing from the
 * stored balances (ledger_accounts.balance now, less what was posted after the day), so
 * "opening + the day's postings = closing" holds only when the stored balances match the
 * journal: a balance changed without its posting shows as a difference on every date. The
 * ledger is double-entry, so each column also sums to zero over the kinds.
 */
export async function dailyClose(city: CityContext, date: string, now = new Date()): Promise<MoneyClose> {
  const { timeZone } = city.config;
  const today = cityToday(timeZone, now);
  if (date > today) throw new AppError('ValidationError', 400, { 'querystring.date': 'ValidationError' });
  const day = cityPeriod(date, date, timeZone);
  const read = await dailyCloseRows.read(city.db, { start: day.from, end: day.to });
  const byKind = new Map(read.kinds.map((k) => [k.kind, k]));
  const kinds: MoneyCloseKind[] = LEDGER_ACCOUNT_KINDS.map((kind) => {
    const k = byKind.get(kind);
    const opening = k?.before ?? 0;
    const postings = (k?.debits ?? 0) + (k?.credits ?? 0);
    const closing = (k?.stored ?? 0) - (k?.after ?? 0);
    return {
      kind,
      accounts: k?.accounts ?? 0,
      opening,
      debits: k?.debits ?? 0,
      credits: k?.credits ?? 0,
      postings,
      closing,
      difference: opening + postings - closing,
      stored: k?.stored ?? 0,
    };
  });
  const sum = (pick: (k: MoneyCloseKind) => number) => kinds.reduce((s, k) => s + pick(k), 0);
  const total = {
    opening: sum((k) => k.opening),
    postings: sum((k) => k.postings),
    closing: sum((k) => k.closing),
  };
  const differences: MoneyCloseDifference[] = [
    ...kinds.map((k) => ({ check: 'kind' as const, kind: k.kind, amount: k.difference })),
    { check: 'openingSum' as const, kind: null, amount: total.opening },
    { check: 'postingsSum' as const, kind: null, amount: total.postings },
    { check: 'closingSum' as const, kind: null, amount: total.closing },
  ].filter((d) => d.amount !== 0);
  return {
    date,
    timeZone,
    dayStart: day.from.toISOString(),
    dayEnd: day.to.toISOString(),
    today: date === today,
    kinds,
    total,
    transactions: read.transactions,
    balanced: differences.length === 0,
    differences,
  };
}
