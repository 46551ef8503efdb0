import {
  MONEY_DIFFERENCES_SHOWN,
  type CardDifference,
  type CardDifferenceKind,
  type CardPaymentSide,
  type MoneyReconciliationAnswer,
} from '@parking/domain/staff/money-contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { CityContext } from '../../config/city-context.ts';
import { cardReconciliationRows, type OurCardPayment } from '../../db/money/card-reconciliation-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import type {
  PaymentProvider,
  ProviderPaymentListing,
  ProviderPaymentStatus,
} from '../../integrations/payments/payment-provider.ts';
import { cardPaymentRuntime } from '../card-payments/card-payment-runtime.ts';
import { cityPeriod } from './money-period.ts';

export type CardReconciliation = Omit<MoneyReconciliationAnswer, 'status'>;

/** The provider's word on one payment: its statement line, or what fetchStatus said. */
interface TheirSide {
  status: ProviderPaymentStatus;
  amountKopecks: number | null;
  createdAt: Date | null;
}

const PAID_HERE = new Set(['succeeded', 'refunded']);
const PAID_THERE = new Set<ProviderPaymentStatus>(['succeeded', 'refunded']);
/** Settlements that put the card money into the ledger; a guest's refund_pending/refunded do not. */
const MOVES_CARD_MONEY = new Set(['refilled', 'handled', 'credited_to_balance', 'late_credited']);

/** What is wrong with one pair, or null when both sides agree (or the payment is still under way). */
function differenceOf(ours: OurCardPayment | null, theirs: TheirSide): CardDifferenceKind | null {
  const paidThere = PAID_THERE.has(theirs.status);
  if (!ours || !PAID_HERE.has(ours.status)) return theirs.status === 'succeeded' ? 'paid_not_credited' : null;
  if (!paidThere) return 'credited_not_paid';
  if (theirs.amountKopecks !== null && theirs.amountKopecks !== ours.amountKopecks) return 'amount_mismatch';
  if ((ours.status === 'refunded') !== (theirs.status === 'refunded')) return 'refund_mismatch';
  const due = ours.outcome !== null && MOVES_CARD_MONEY.has(ours.outcome) ? ours.amountKopecks : 0;
  return ours.ledgerKopecks === due ? null : 'ledger_mismatch';
}

function side(
  rows: readonly { status: string; amountKopecks: number; refundedKopecks?: number }[],
): CardPaymentSide {
  const paid = rows.filter((r) => r.status === 'succeeded' || r.status === 'refunded');
  const refunded = rows.filter((r) => r.status === 'refunded');
  const kopecks = (list: typeof rows) => list.reduce((s, r) => s + r.amountKopecks, 0);
  return {
    count: rows.length,
    paidCount: paid.length,
    paidKopecks: kopecks(paid),
    refundedCount: refunded.length,
    refundedKopecks: refunded.reduce((s, r) => s + (r.refundedKopecks ?? r.amountKopecks), 0),
  };
}

async function statementOf(
  provider: PaymentProvider,
  city: CityContext,
  period: { from: Date; to: Date },
): Promise<ProviderPaymentListing[]> {
  try {
    return await provider.listPayments(city, period);
  } catch (error) {
    throw Object.assign(new AppError('CardProviderUnavailable', 502), { cause: error });
  }
}

/**
 * The card reconciliation of a period (issue 21 item 3): our card payments made in it against
 * the provider's statement of the same period, through the provider's interface (any provider).
 * Pairs are matched by the provider's payment id; a statement line whose payment we made just
 * outside the period is looked up by its id, and a paid payment of ours missing from the
 * statement is asked about one by one, so a period's edge never makes a difference.
 */
export async function reconcileCards(
  city: CityContext,
  query: { from: string; to: string },
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<CardReconciliation> {
  const provider = cardPaymentRuntime().providerOf(city.config.city);
  const { timeZone } = city.config;
  const period = cityPeriod(query.from, query.to, timeZone);
  const statement = await statementOf(provider, city, period);
  const ours = await cardReconciliationRows.made(city.db, provider.name, period);
  const oursById = new Map(ours.map((p) => [p.providerPaymentId, p]));
  const listed = new Set(statement.map((line) => line.providerPaymentId));
  const strays = statement
    .filter((line) => !oursById.has(line.providerPaymentId))
    .map((l) => l.providerPaymentId);
  for (const p of await cardReconciliationRows.byProviderIds(city.db, provider.name, strays))
    oursById.set(p.providerPaymentId, p);

  const pairs: { ours: OurCardPayment | null; providerPaymentId: string; theirs: TheirSide }[] =
    statement.map((line) => ({
      ours: oursById.get(line.providerPaymentId) ?? null,
      providerPaymentId: line.providerPaymentId,
      theirs: line,
    }));
  for (const p of ours) {
    if (listed.has(p.providerPaymentId) || !PAID_HERE.has(p.status)) continue;
    let answer: { status: ProviderPaymentStatus; amountKopecks: number | null };
    try {
      answer = await provider.fetchStatus(city, p.providerPaymentId);
    } catch (error) {
      log?.warn({ city: city.config.city, paymentId: p.id, err: error }, 'reconciliation: status unknown');
      throw Object.assign(new AppError('CardProviderUnavailable', 502), { cause: error });
    }
    pairs.push({ ours: p, providerPaymentId: p.providerPaymentId, theirs: { ...answer, createdAt: null } });
  }

  const differences: CardDifference[] = [];
  let matched = 0;
  for (const pair of pairs) {
    const kind = differenceOf(pair.ours, pair.theirs);
    if (kind === null) {
      if (pair.ours) matched += 1;
      continue;
    }
    differences.push({
      kind,
      paymentId: pair.ours?.id ?? null,
      providerPaymentId: pair.providerPaymentId,
      createdAt: (pair.ours?.createdAt ?? pair.theirs.createdAt ?? period.from).toISOString(),
      purpose: pair.ours?.purpose ?? null,
      method: pair.ours?.method ?? null,
      ourStatus: pair.ours?.status ?? null,
      ourKopecks: pair.ours?.amountKopecks ?? null,
      ledgerKopecks: pair.ours?.ledgerKopecks ?? null,
      providerStatus: pair.theirs.status,
      providerKopecks: pair.theirs.amountKopecks,
    });
  }
  differences.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return {
    from: query.from,
    to: query.to,
    timeZone,
    provider: provider.name,
    ours: side(ours),
    theirs: side(statement),
    matched,
    differenceCount: differences.length,
    differences: differences.slice(0, MONEY_DIFFERENCES_SHOWN),
  };
}
