import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperationRow } from '@parking/domain/operations/operations-contracts';
import { setToken } from '../../../shared/auth/auth-state';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { settingsFlags } from '../../../shared/testing/site-options-factory';
import { OperationsPage } from './operations-page';

/** jsdom has no IntersectionObserver: this one reports "visible" when a test says so. */
const observers: {
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  active: boolean;
}[] = [];
class FakeObserver {
  entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, options, active: true };
    observers.push(this.entry);
  }
  observe() {}
  disconnect() {
    this.entry.active = false;
  }
}
const scrollToEnd = () =>
  act(() => {
    for (const o of observers.filter((x) => x.active))
      o.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

function row(i: number, extra: Partial<OperationRow> = {}): OperationRow {
  return {
    id: `op-${i}`,
    dateOperation: '2026-03-05T10:00:00Z',
    type: 'payment',
    sum: 5000,
    amount: -5000,
    sumSale: 0,
    status: 'done',
    orderNumber: String(i),
    zone: '101',
    parking: null,
    transport: 'А123ВС59',
    startsOf: null,
    endOf: null,
    duration: 60,
    paymentMethod: 'balance',
    driverPhone: null,
    checkFiscal: null,
    description: `Операция ${i}`,
    ...extra,
  };
}

type Body = Record<string, unknown>;

function api(
  options: { useBonus?: boolean; failFirst?: boolean; dontUseBalance?: boolean; rows?: OperationRow[] } = {},
) {
  const requests: Body[] = [];
  let failures = options.failFirst ? 1 : 0;
  mockApi({
    '/api/options/get-settings': () =>
      settingsFlags({ useBonus: options.useBonus ?? false, dontUseBalance: options.dontUseBalance ?? false }),
    '/api/profile/get-profile-v6': () => ({ phones: [], ts: [{ numberTs: 'А123ВС59' }], balance: 0 }),
    '/api/map/get-zones': () => [{ name: 'Зона 101', value: '101', zonenumber: '101', prices: [] }],
    '/api/profile/get-spending-summary': () => ({
      status: 'ok',
      groupBy: 'month',
      result: [{ periodStart: '01/03/2026', spent: 250_000, refilled: 0, count: 50 }],
      totalSpent: 250_000,
    }),
    '/api/profile/get-operations-with-filter': (_, body) => {
      const b = body as Body;
      requests.push(b);
      if (failures > 0) {
        failures--;
        return { status: 'error', errorName: 'UnknownError' };
      }
      if (options.rows)
        return { status: 'ok', result: options.rows, offset: 0, pageSize: 50, nextOffset: null };
      const offset = Number(b.offset ?? 0);
      const count = offset === 0 ? 50 : 10;
      return {
        status: 'ok',
        result: Array.from({ length: count }, (_, i) =>
          row(offset + i, i === 0 ? { checkFiscal: 'https://ofd.test/1', driverPhone: '79991112233' } : {}),
        ),
        offset,
        pageSize: 50,
        nextOffset: offset === 0 ? 50 : null,
      };
    },
  });
  return requests;
}

async function renderPage() {
  await testI18n.loadNamespaces(['operations', 'errors', 'common']);
  const user = userEvent.setup();
  renderWithProviders(<OperationsPage />, { route: '/profile/operations' });
  return { user };
}

beforeEach(() => {
  window.localStorage.clear();
  setToken('standard', 'tok-operations-0123456789');
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('OperationsPage', { timeout: 30_000 }, () => {
  it('opens on this month, all types, with the columns, receipt link and driver phone', async () => {
    const requests = api();
    await renderPage();
    expect(await screen.findByText('Операция 0')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ offset: 0 });
    expect(requests[0]).not.toHaveProperty('Operation');
    expect(String(requests[0]!.StartDate)).toMatch(/^01\/\d{2}\/\d{4}$/);
    const table = screen.getByRole('table');
    for (const name of ['Дата', 'Операция', 'Сумма', 'Описание', 'Статус оплаты', 'Чек', 'Телефон водителя'])
      expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
    expect(within(table).getAllByText('Выполнен')).toHaveLength(50);
    const link = within(table).getByRole('link', { name: 'Кассовый чек (откроется в новой вкладке)' });
    expect(link).toHaveAttribute('href', 'https://ofd.test/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(table).getByText('+7 (999) 111 - 22 - 33')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Период' })).toHaveTextContent('Этот месяц');
    expect(screen.getByText('Всего потрачено: 2 500,00 ₽')).toBeInTheDocument();
  });

  it("shows the receipt of a payment and of a cancel's refund, in a new tab; a number as text, no script links", async () => {
    api({
      rows: [
        row(1, { checkFiscal: 'https://ofd.test/pay-1' }),
        row(2, { type: 'cancel', amount: 2000, sum: 2000, checkFiscal: 'https://ofd.test/refund-2' }),
        row(3, { checkFiscal: '0001234567' }),
        row(4, { checkFiscal: 'javascript:alert(1)' }),
        row(5),
      ],
    });
    await renderPage();
    const table = await screen.findByRole('table');
    const links = within(table).getAllByRole('link', { name: 'Кассовый чек (откроется в новой вкладке)' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      'https://ofd.test/pay-1',
      'https://ofd.test/refund-2',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    const refundRow = within(table).getByText('Операция 2').closest('tr')!;
    expect(within(refundRow).getByRole('link')).toHaveAttribute('href', 'https://ofd.test/refund-2');
    expect(within(table).getByText('Кассовый чек: 0001234567')).toBeInTheDocument();
    expect(table.querySelector('a[href^="javascript"]')).toBeNull();
    expect(within(within(table).getByText('Операция 5').closest('tr')!).queryByText(/чек/i)).toBeNull();
  });

  it('keeps the receipt link on the card of a 360 px screen, in English too', async () => {
    // useMediaQuery asks matchMedia: a 360 px wide screen is narrower than the cards' 540 px
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: /max-width:\s*540px/.test(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }));
    api({
      rows: [row(1, { type: 'cancel', amount: 2000, sum: 2000, checkFiscal: 'https://ofd.test/refund-1' })],
    });
    await testI18n.changeLanguage('en');
    try {
      await renderPage();
      const card = (await screen.findByText('Операция 1')).closest('li')!;
      expect(screen.queryByRole('table')).toBeNull();
      const link = within(card).getByRole('link', { name: 'Receipt (opens in a new tab)' });
      expect(link).toHaveAttribute('href', 'https://ofd.test/refund-1');
      expect(link).toHaveAttribute('target', '_blank');
    } finally {
      await testI18n.changeLanguage('ru');
    }
  });

  it('loads the next 50 when the end comes within 250 px, and stops at the last page', async () => {
    const requests = api();
    await renderPage();
    await screen.findByText('Операция 49');
    expect(observers.at(-1)?.options?.rootMargin).toBe('0px 0px 250px 0px');
    await scrollToEnd();
    expect(await screen.findByText('Операция 59')).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ offset: 50 });
    await scrollToEnd();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(2);
  });

  it('every filter change starts paging over from the first page', async () => {
    const requests = api({ useBonus: false });
    const { user } = await renderPage();
    await screen.findByText('Операция 49');
    await scrollToEnd();
    await screen.findByText('Операция 59');
    await user.click(screen.getByRole('combobox', { name: 'Тип операции' }));
    expect(screen.queryByRole('option', { name: 'Бонус 20%' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Пополнение баланса' }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ offset: 0, Operation: 'refill' }));
    await waitFor(() => expect(screen.queryByText('Операция 59')).not.toBeInTheDocument());
    await user.click(screen.getByRole('combobox', { name: 'Период' }));
    await user.click(screen.getByRole('option', { name: 'За всё время' }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ offset: 0, Operation: 'refill' }));
    expect(requests.at(-1)).not.toHaveProperty('StartDate');
    await user.click(screen.getByRole('combobox', { name: 'Зона' }));
    await user.click(await screen.findByRole('option', { name: 'Зона 101' }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ offset: 0, Zone: '101' }));
    await user.click(screen.getByRole('combobox', { name: 'Транспортное средство' }));
    await user.click(await screen.findByRole('option', { name: 'А123ВС59' }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ offset: 0, Vehicle: 'А123ВС59' }));
  });

  it('offers bonus20 only with bonuses, and the export links carry the filters and the token', async () => {
    api({ useBonus: true });
    const { user } = await renderPage();
    await screen.findByText('Операция 0');
    await user.click(screen.getByRole('combobox', { name: 'Тип операции' }));
    await user.click(await screen.findByRole('option', { name: 'Бонус 20%' }));
    const xls = await screen.findByRole('link', { name: 'Скачать XLS' });
    await waitFor(() => expect(xls.getAttribute('href')).toContain('Operation=bonus20'));
    expect(xls.getAttribute('href')).toMatch(
      /\/api\/profile\/download-history\/v1\?StartDate=01%2F.*&type=xls&token=tok-operations/,
    );
    expect(screen.getByRole('link', { name: 'Скачать PDF' }).getAttribute('href')).toContain('type=pdf');
  });

  it('in a city without a balance the type filter offers no top-up and no extension', async () => {
    api({ dontUseBalance: true });
    const { user } = await renderPage();
    await screen.findByText('Операция 0');
    await user.click(screen.getByRole('combobox', { name: 'Тип операции' }));
    expect(await screen.findByRole('option', { name: 'Оплата парковки' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Оплата абонемента' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Пополнение баланса' })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Продление парковки' })).not.toBeInTheDocument();
  });

  it('a subscription not paid by card does not look like money spent', async () => {
    api({
      rows: [
        row(1, {
          type: 'paymentSubscription',
          amount: -100_000,
          sum: 100_000,
          status: 'waiting',
          description: 'Абонемент',
        }),
        row(2, {
          type: 'paymentSubscription',
          amount: -100_000,
          sum: 100_000,
          status: 'done',
          description: 'Оплачен',
        }),
      ],
    });
    await renderPage();
    const table = await screen.findByRole('table');
    const [unpaid, paid] = within(table).getAllByRole('row').slice(1);
    expect(within(unpaid!).getByText('Ожидает оплаты')).toBeInTheDocument();
    expect(unpaid).not.toHaveTextContent('−1 000,00 ₽');
    expect(within(unpaid!).getByText('1 000,00 ₽')).toHaveStyle({ textDecoration: 'line-through' });
    expect(paid).toHaveTextContent('−1 000,00 ₽');
  });

  it('the custom period shows DD/MM/YYYY pickers', async () => {
    api();
    const { user } = await renderPage();
    await screen.findByText('Операция 0');
    await user.click(screen.getByRole('combobox', { name: 'Период' }));
    await user.click(screen.getByRole('option', { name: 'Выбрать период' }));
    expect(await screen.findAllByRole('group', { name: /^(С|По)$/ })).toHaveLength(2);
  });

  it('typing a custom date keeps the day and month while the year is typed, then filters by it', async () => {
    const requests = api();
    const { user } = await renderPage();
    await screen.findByText('Операция 0');
    await user.click(screen.getByRole('combobox', { name: 'Период' }));
    await user.click(screen.getByRole('option', { name: 'Выбрать период' }));
    const from = (await screen.findAllByRole('group', { name: 'С' }))[0]!;
    await user.click(within(from).getAllByRole('spinbutton')[0]!);
    await user.keyboard('05032026');
    const sections = within(from)
      .getAllByRole('spinbutton')
      .map((s) => s.textContent);
    expect(sections).toEqual(['05', '03', '2026']);
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ StartDate: '05/03/2026' }));
  });

  it('a load error shows the error screen; try again reloads', async () => {
    api({ failFirst: true });
    const { user } = await renderPage();
    expect(await screen.findByText('Ошибка загрузки статистики')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Попробуйте снова' }));
    expect(await screen.findByText('Операция 0')).toBeInTheDocument();
  });
});
