import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../../shared/auth/auth-state';
import { closeModal, peekActiveModal } from '../../../shared/modals/modal-store';
import { profileWith } from '../../../shared/payments/payment-test-factories';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { settingsFlags } from '../../../shared/testing/site-options-factory';
import { SubscriptionsPage } from './subscriptions-page';

type Body = Record<string, unknown>;

function benefit(overrides: Body = {}) {
  return {
    variation: 'Абонемент на месяц',
    type: 'subscription',
    zone: ['101', '102'],
    zoneKind: 'zone',
    sale: 100,
    showSale: true,
    transport: { numberTs: 'А123ВС59' },
    orderNum: '501',
    canChangeTs: true,
    canRefund: true,
    canPause: true,
    canContinue: false,
    startOf: '21/11/26 00:00',
    endOf: '21/12/26 00:00',
    startIso: '2026-11-20T21:00:00Z',
    endIso: '2026-12-20T21:00:00Z',
    status: 'active',
    paid: 300000,
    ...overrides,
  };
}

const vehicle = (numberTs: string, mainTs = false) => ({ id: numberTs.length, numberTs, mainTs });

function setUp(flags: Body = {}, rows: unknown[] = [benefit()], failFirst = false) {
  const calls: Record<string, Body[]> = {};
  let benefitLoads = 0;
  const record = (path: string) => (_url: URL, body: unknown) => {
    (calls[path] ??= []).push(body as Body);
    return { status: 'ok', message: 'ok', result: benefit() };
  };
  mockApi({
    '/api/options/get-settings': () => settingsFlags({ useSubscriptionConstructor: true, ...flags }),
    '/api/profile/get-profile-v6': () =>
      profileWith({ ts: [vehicle('А123ВС59', true), vehicle('В456ОР159')] as never }),
    '/api/profile/get-benefits-v2': () => {
      benefitLoads += 1;
      return failFirst && benefitLoads === 1 ? { status: 'error', errorName: 'UnknownError' } : rows;
    },
    '/api/profile/get-subscription': () => [
      {
        parkingPermit: 'Абонемент на месяц',
        parkingPermitCode: 'month',
        parkingPermitType: 'month',
        parkingPermitDesc: 'Все зоны',
        parkingPermitStartDate: '2026-11-21',
        minStartDate: '2026-11-21',
        maxStartDate: '2026-12-21',
        parkingPermitTs: '#',
        cost: 300000,
        days: 30,
        zone: ['#'],
      },
    ],
    '/backend/v2/refund': record('refund'),
    '/backend/v2/pauseAb': record('pauseAb'),
    '/backend/v2/continueAb': record('continueAb'),
    '/backend/v2/changeGRZ': record('changeGRZ'),
  });
  return { calls, loads: () => benefitLoads };
}

beforeAll(async () => {
  await testI18n.loadNamespaces(['subscriptions', 'errors']);
});
beforeEach(() => {
  window.localStorage.clear();
  setToken('standard', 'tok-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  closeModal();
});

describe('SubscriptionsPage', { timeout: 20_000 }, () => {
  it('lists benefits with any vehicle and zone, and the row actions by the can* flags', async () => {
    setUp({}, [
      benefit(),
      benefit({
        orderNum: '502',
        zone: ['#'],
        transport: { numberTs: '#' },
        canRefund: false,
        canChangeTs: false,
        canPause: false,
        canContinue: true,
      }),
      benefit({ orderNum: '503', canRefund: false, canChangeTs: false, canPause: false, canContinue: false }),
    ]);
    renderWithProviders(<SubscriptionsPage />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('101, 102')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('100%')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('21/11/26 00:00 — 21/12/26 00:00')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Вернуть' })).toBeEnabled();
    expect(within(rows[0]!).getByRole('button', { name: 'Сменить ГРЗ' })).toBeEnabled();
    expect(within(rows[0]!).getByRole('button', { name: 'Приостановить' })).toBeEnabled();

    expect(within(rows[1]!).getByText('Все зоны')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Любое')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Вернуть' })).toBeDisabled();
    expect(within(rows[1]!).getByRole('button', { name: 'Сменить ГРЗ' })).toBeDisabled();
    expect(within(rows[1]!).getByRole('button', { name: 'Возобновить' })).toBeEnabled();

    expect(within(rows[2]!).getByRole('button', { name: 'Приостановить' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Купить абонемент' })).toHaveAttribute(
      'href',
      '/profile/constructor',
    );
  });

  it('confirms a refund, refreshes the list and says so', async () => {
    const { calls, loads } = setUp();
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionsPage />);
    await user.click(await screen.findByRole('button', { name: 'Вернуть' }));
    const dialog = await screen.findByRole('dialog', { name: 'Вернуть оплату за абонемент?' });
    await user.click(within(dialog).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(calls.refund).toEqual([{ orderNum: '501' }]));
    await waitFor(() => expect(loads()).toBe(2));
    await waitFor(() =>
      expect(peekActiveModal()?.request).toMatchObject({
        kind: 'simple',
        message: 'Оплата за абонемент возвращена',
      }),
    );
  });

  it('changes the plate to another of the driver’s vehicles', async () => {
    const { calls } = setUp();
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionsPage />);
    await user.click(await screen.findByRole('button', { name: 'Сменить ГРЗ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сменить транспортное средство' });
    expect(within(dialog).getByRole('combobox')).toHaveTextContent('В456ОР159');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls.changeGRZ).toEqual([{ orderNum: '501', grzNew: 'В456ОР159' }]));
    await waitFor(() =>
      expect(peekActiveModal()?.request).toMatchObject({ message: 'Транспортное средство успешно изменено' }),
    );
  });

  it('names cadastral quarters and hides the discount where the server says so', async () => {
    setUp({}, [benefit({ zoneKind: 'cadastralQuarter', zone: ['92:04:001'], showSale: false })]);
    renderWithProviders(<SubscriptionsPage />);
    expect(await screen.findByRole('columnheader', { name: 'Кадастровый квартал' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Скидка' })).toBeNull();
  });

  it('offers subscriptions as cards without the constructor, paid through the payment modal', async () => {
    setUp({ useSubscriptionConstructor: false }, []);
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionsPage />);
    expect(await screen.findByText('У вас нет льгот и абонементов.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Вернуть' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Купить' }));
    expect(peekActiveModal()?.request).toMatchObject({
      kind: 'payment',
      action: 'subscription',
      subscription: { code: 'month', cost: 300000, minStartDate: '2026-11-21' },
    });
  });

  it('asks for the subscription names again when the language changes', async () => {
    setUp({ useSubscriptionConstructor: false });
    // The server names subscriptions in the request's language (Accept-Language follows i18n).
    const named = (ru: string, en: string) => (testI18n.language === 'en' ? en : ru);
    const fetchMock = vi.mocked(fetch);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path.endsWith('/api/profile/get-subscription') || path.endsWith('/api/profile/get-benefits-v2')) {
        const body = await (await answer(input, init)).json();
        const row = (body.result as Body[])[0]!;
        if ('parkingPermit' in row) row.parkingPermit = named('Абонемент на месяц', 'Month subscription');
        else row.variation = named('Абонемент на месяц', 'Month subscription');
        return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      }
      return answer(input, init);
    });
    try {
      renderWithProviders(<SubscriptionsPage />);
      // the benefits table's row and the offer's card
      await waitFor(() => expect(screen.getAllByText('Абонемент на месяц')).toHaveLength(2));
      await testI18n.changeLanguage('en');
      await waitFor(() => expect(screen.getAllByText('Month subscription')).toHaveLength(2));
    } finally {
      await testI18n.changeLanguage('ru');
    }
  });

  it('retries after a load error', async () => {
    setUp({}, [benefit()], true);
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionsPage />);
    expect(await screen.findByText('Не удалось загрузить абонементы и льготы')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Попробовать|Повторить/ }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
