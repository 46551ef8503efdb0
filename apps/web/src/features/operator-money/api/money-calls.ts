import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  MoneyCloseAnswer,
  MoneyGroupBy,
  MoneyReconciliationAnswer,
  MoneyReportAnswer,
} from '@parking/domain/staff/money-contracts';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiCall } from '../../../shared/http/api-client';

export const MONEY_KEY = 'operator-money';

export type ReportFilter = { from: string; to: string; groupBy: MoneyGroupBy };
export type Period = { from: string; to: string };

/** GET /api/operator/money/report: the period's money per day, zone or method. */
export const useMoneyReport = (filter: ReportFilter, enabled = true) =>
  useQuery({
    enabled,
    queryKey: [MONEY_KEY, getCurrentCity().city, 'report', filter] as const,
    queryFn: ({ signal }) =>
      apiCall<Omit<MoneyReportAnswer, 'status'>>('GET', '/api/operator/money/report', {
        token: 'operator',
        query: filter,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/operator/money/close?date: one day's balances per account kind and their proof. */
export const useDailyClose = (date: string) =>
  useQuery({
    queryKey: [MONEY_KEY, getCurrentCity().city, 'close', date] as const,
    queryFn: ({ signal }) =>
      apiCall<Omit<MoneyCloseAnswer, 'status'>>('GET', '/api/operator/money/close', {
        token: 'operator',
        query: { date },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/operator/money/reconciliation: card payments against the provider's statement. */
export const useCardReconciliation = (period: Period, enabled = true) =>
  useQuery({
    enabled,
    queryKey: [MONEY_KEY, getCurrentCity().city, 'reconciliation', period] as const,
    queryFn: ({ signal }) =>
      apiCall<Omit<MoneyReconciliationAnswer, 'status'>>('GET', '/api/operator/money/reconciliation', {
        token: 'operator',
        query: period,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
