import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MoneyCloseAnswer, MoneyReportAnswer } from '@parking/domain/staff/money-contracts';
import { setToken } from '../../../shared/auth/auth-state';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { MoneyPage } from './money-page';

const figures = (revenue: number, refunds: number) => ({
  revenue,
  refunds,
  net: revenue - refunds,
  corrections: 0,
  bonuses: 0,
  sessions: 1,
  minutes: 60,
});
const report: MoneyReportAnswer = {
  status: 'ok',
  from: '2026-03-15',
  to: '2026-03-16',
  groupBy: 'day',
  timeZone: 'Asia/Yekaterinburg',
  rows: [
    { key: '2026-03-15', label: '15.03.2026', ...figures(120_000, 0) },
    { key: '2026-03-16', label: '16.03.2026', ...figures(60_050, 9900) },
  ],
  total: { ...figures(180_050, 9900), sessions: 2, minutes: 120 },
  ledger: { revenue: 180_050, refunds: 9900, corrections: 0, bonuses: 0 },
  matchesLedger: true,
};
const close: MoneyCloseAnswer = {
  status: 'ok',
  date: '2026-03-16',
  timeZone: 'Asia/Yekaterinburg',
  dayStart: '2026-03-15T19:00:00.000Z',
  dayEnd: '2026-03-16T19:00:00.000Z',
  today: true,
  kinds: [
    {
      kind: 'driver_balance',
      accounts: 3,
      opening: 500,
      debits: -100,
      credits: 0,
      postings: -100,
      closing: 400,
      difference: 0,
      stored: 400,
    },
    {
      kind: 'adjustments',
      accounts: 1,
      opening: -500,
      debits: 0,
      credits: 100,
      postings: 100,
      closing: -399,
      difference: -1,
      stored: -399,
    },
  ],
  total: { opening: 0, postings: 0, closing: 1 },
  transactions: 2,
  balanced: false,
  differences: [
    { check: 'kind', kind: 'adjustments', amount: -1 },
    { check: 'closingSum', kind: null, amount: 1 },
  ],
};

let api: ReturnType<typeof mockApi>;
beforeAll(async () => {
  await testI18n.loadNamespaces(['operator-money', 'console', 'errors']);
});
beforeEach(() => {
  window.localStorage.clear();
  setToken('operator', 'op-token');
  api = mockApi({
    '/api/operator/money/report': () => report,
    '/api/operator/money/report/export': () => ({ status: 'ok' }),
    '/api/operator/money/close': () => close,
  });
  URL.createObjectURL = vi.fn(() => 'blob:report');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MoneyPage', { timeout: 30_000 }, () => {
  it('draws the report as a chart and a table with its totals, and downloads it with the filters', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MoneyPage />);
    const table = await screen.findByRole('table', { name: 'Отчёт по деньгам' });
    const chart = screen.getByRole('figure', { name: 'Выручка и возвраты' });
    expect(within(chart).getAllByText('Выручка').length).toBeGreaterThan(0);
    expect(within(chart).getAllByText('Возвраты').length).toBeGreaterThan(0);
    const rows = within(table).getAllByRole('row');
    // heading, two days, totals
    expect(rows).toHaveLength(4);
    expect(rows[2]).toHaveTextContent(/600,50\s₽/);
    expect(rows[3]).toHaveTextContent('Итого');
    expect(rows[3]).toHaveTextContent(/1\s800,50\s₽/);
    expect(rows[3]).toHaveTextContent(/1\s701,50\s₽/);
    expect(screen.getByText(/совпадают с движением по счетам/)).toBeInTheDocument();
    const asked = new URL(String(api.mock.calls[0]![0]), 'http://x');
    expect(asked.searchParams.get('groupBy')).toBe('day');

    // jsdom cannot follow a download link: the click is where the browser would take over
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Скачать CSV' }));
    const download = api.mock.calls.find(([url]) => String(url).includes('/report/export'))!;
    const url = new URL(String(download[0]), 'http://x');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      from: asked.searchParams.get('from'),
      to: asked.searchParams.get('to'),
      groupBy: 'day',
      format: 'csv',
    });
    expect((download[1]?.headers as Record<string, string>).Authorization).toBe('Bearer op-token');
    expect(saved).toHaveBeenCalledOnce();
    expect((saved.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^money-report-.+-day\.csv$/);
  });

  it('says plainly when a day does not balance, and where', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MoneyPage />);
    await user.click(await screen.findByRole('tab', { name: 'Закрытие дня' }));
    expect(await screen.findByText('Не сходится')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Закрытие дня по видам счетов' });
    expect(within(table).getByText('Корректировки').closest('tr')).toHaveTextContent(/[-−]0,01\s₽/);
    expect(screen.getByRole('alert')).toHaveTextContent(/Корректировки: расхождение [-−]0,01\s₽/);
  });
});
