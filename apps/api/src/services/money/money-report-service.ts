import type { Language } from '@parking/domain/i18n/languages';
import type {
  MoneyFigures,
  MoneyGroupBy,
  MoneyReportAnswer,
  MoneyReportRow,
} from '@parking/domain/staff/money-contracts';
import type { CityContext } from '../../config/city-context.ts';
import { moneyReportRows, type MoneyGroupSums } from '../../db/money/money-report-rows.ts';
import { getSettingsFlags } from '../content/settings-flags-service.ts';
import { groupLabel } from './money-labels.ts';
import { cityPeriod, daysOf } from './money-period.ts';

export type MoneyReport = Omit<MoneyReportAnswer, 'status'>;

/** Turns a system account's movement to the city's side; 0 - n keeps an empty sum +0, not -0. */
const given = (n: number): number => 0 - n;

/** The ledger's signs turned to the city's side: what came in, went back, was credited, granted. */
function figuresOf(sums: Omit<MoneyGroupSums, 'key'>): MoneyFigures {
  const refunds = given(sums.refunds);
  return {
    revenue: sums.revenue,
    refunds,
    net: sums.revenue - refunds,
    corrections: given(sums.adjustments),
    bonuses: given(sums.bonus),
    sessions: sums.sessions,
    minutes: sums.minutes,
  };
}

const NOTHING: Omit<MoneyGroupSums, 'key'> = {
  revenue: 0,
  refunds: 0,
  adjustments: 0,
  bonus: 0,
  sessions: 0,
  minutes: 0,
};

function addUp(rows: readonly MoneyFigures[]): MoneyFigures {
  const total = figuresOf(NOTHING);
  for (const row of rows) for (const k of Object.keys(total) as (keyof MoneyFigures)[]) total[k] += row[k];
  return total;
}

/** Groups in reading order: days by date, every day present; zones and methods by key, none last. */
function ordered(by: MoneyGroupBy, groups: MoneyGroupSums[], from: string, to: string): MoneyGroupSums[] {
  if (by === 'day') {
    const byDay = new Map(groups.map((g) => [g.key, g]));
    return daysOf(from, to).map((day) => byDay.get(day) ?? { key: day, ...NOTHING });
  }
  return [...groups].sort((a, b) =>
    a.key === null ? 1 : b.key === null ? -1 : a.key.localeCompare(b.key, 'ru', { numeric: true }),
  );
}

/**
 * The money report of a period (issue 21 item 3): revenue, refunds, corrections, bonuses and
 * stays per day, zone or payment method, computed from the ledger's postings, with the system
 * accounts' own movements over the period beside the total as its proof.
 */
export async function moneyReport(
  city: CityContext,
  query: { from: string; to: string; groupBy: MoneyGroupBy },
  lang: Language,
): Promise<MoneyReport> {
  const { timeZone } = city.config;
  const read = await moneyReportRows.read(
    city.db,
    cityPeriod(query.from, query.to, timeZone),
    query.groupBy,
    timeZone,
  );
  const methods =
    query.groupBy === 'method'
      ? new Map(
          (await getSettingsFlags(city, lang)).paymentsMethods.map((m) => [
            m.methodName,
            m.methodNameForShow,
          ]),
        )
      : new Map<string, string>();
  const rows: MoneyReportRow[] = ordered(query.groupBy, read.groups, query.from, query.to).map((g) => ({
    key: g.key,
    label: groupLabel(query.groupBy, g.key, lang, methods),
    ...figuresOf(g),
  }));
  const total = addUp(rows);
  const ledger = {
    revenue: read.ledger.revenue,
    refunds: given(read.ledger.refunds),
    corrections: given(read.ledger.adjustments),
    bonuses: given(read.ledger.bonus),
  };
  return {
    from: query.from,
    to: query.to,
    groupBy: query.groupBy,
    timeZone,
    rows,
    total,
    ledger,
    matchesLedger:
      total.revenue === ledger.revenue &&
      total.refunds === ledger.refunds &&
      total.corrections === ledger.corrections &&
      total.bonuses === ledger.bonuses,
  };
}
