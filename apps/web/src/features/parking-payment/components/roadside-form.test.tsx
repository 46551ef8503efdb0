import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Zone } from '@parking/domain/contracts/content';
import type { PaymentMethod, SettingsFlags } from '@parking/domain/contracts/settings-flags';
import { setToken } from '../../../shared/auth/auth-state';
import { closeModal, peekActiveModal } from '../../../shared/modals/modal-store';
import type { CostResult } from '../../../shared/payments/api/payment-types';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { settingsFlags } from '../../../shared/testing/site-options-factory';
import { goToBank } from '../lib/go-to-bank';
import type { RoadsideMode } from '../lib/use-roadside-submit';
import { DatePickersProvider } from '../../../shared/ui/date-pickers-provider';
import { RoadsideForm } from './roadside-form';

vi.mock('../lib/go-to-bank', () => ({ goToBank: vi.fn() }));

const TZ = 'Asia/Yekaterinburg';
const NOW = Date.parse('2026-03-10T12:00:00+05:00');
const ZONES: Zone[] = [{ name: 'Центр', value: '101', zonenumber: '101', prices: [] }];
const BALANCE: PaymentMethod = {
  methodName: 'balance',
  methodNameForShow: 'Баланс',
  methodDescription: '',
  isPhoneRequired: false,
};
const CARD: PaymentMethod = {
  methodName: 'card',
  methodNameForShow: 'Банковская карта',
  methodDescription: '',
  isPhoneRequired: false,
};
const MOBILE: PaymentMethod = {
  methodName: 'mobile',
  methodNameForShow: 'Мобильный телефон',
  methodDescription: '',
  isPhoneRequired: true,
};

function cost(overrides: Partial<CostResult> = {}) {
  const totalcost = overrides.totalcost ?? 6000;
  return {
    status: 'ok',
    totalcost,
    totaldiscount: 0,
    price: totalcost,
    priceRest: 0,
    sumSale: 0,
    benefit: 0,
    benefitsName: [],
    balance: 10_000,
    moneyEnough: true,
    refill: 0,
    costData: {
      totalcost,
      intervals: [
        {
          from: '2026-03-10T07:00:00Z',
          to: '2026-03-10T08:00:00Z',
          localFrom: '2026-03-10 12:00',
          localTo: '2026-03-10 13:00',
          dayType: 'default',
          pricePerHour: totalcost,
          minutes: 60,
          benefit: 0,
          price: totalcost,
          discount: 0,
          cost: totalcost,
        },
      ],
    },
    startDate: '2026-03-10T07:00:00Z',
    endDate: '2026-03-10T08:00:00Z',
    ...overrides,
  };
}

async function renderForm(mode: RoadsideMode, settings: Partial<SettingsFlags> = {}, extra = {}) {
  await testI18n.loadNamespaces(['parking-payment', 'offline', 'errors', 'validation', 'forms']);
  const user = userEvent.setup();
  const view = renderWithProviders(
    <DatePickersProvider>
      <RoadsideForm
        mode={mode}
        settings={settingsFlags({ paymentsMethods: [BALANCE, CARD], ...settings })}
        zones={ZONES}
        timeZone={TZ}
        initialZone="101"
        now={() => NOW}
        {...extra}
      />
    </DatePickersProvider>,
  );
  return { user, ...view };
}

const plateField = () => screen.getByLabelText(/^Номер транспортного средства/, { selector: 'input' });
const reviewPanel = () => screen.getByRole('region', { name: 'Проверьте перед оплатой' });
const confirmButton = () => screen.findByRole('button', { name: 'Подтвердить и оплатить' });

beforeEach(() => {
  closeModal();
  window.localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(goToBank).mockClear();
});

describe('RoadsideForm in the cabinet', { timeout: 20_000 }, () => {
  it('prices zone, plate and duration and labels the submit by the money', async () => {
    const costs: unknown[] = [];
    let answer = cost({ totalcost: 6000, balance: 10_000 });
    mockApi({
      '/api/payment/cost': (_, body) => {
        costs.push(body);
        return answer;
      },
    });
    const { user } = await renderForm('driver');
    expect(screen.getByRole('button', { name: 'Продолжить' })).toBeDisabled();
    await user.type(plateField(), 'a123 bc59');
    expect(plateField()).toHaveValue('A123BC59');
    expect(await screen.findByRole('button', { name: 'Начать парковку' })).toBeEnabled();
    expect(costs).toEqual([
      { Vehicle: { Number: 'A123BC59', Category: 'B', NumberFormat: 'rus' }, Zone: '101', Duration: 60 },
    ]);
    expect(screen.getByText('60.00 ₽')).toBeInTheDocument();

    // The interval table opens on demand.
    await user.click(screen.getByRole('button', { name: 'Подробнее о стоимости' }));
    const table = screen.getByRole('table', { name: 'Расчёт стоимости по интервалам' });
    expect(within(table).getByText('60 минут')).toBeInTheDocument();
    expect(within(table).getByText('Будний день')).toBeInTheDocument();

    // Balance equal to the cost is not enough (strictly greater).
    answer = cost({ totalcost: 6000, balance: 6000, moneyEnough: false, refill: 1 });
    await user.click(screen.getByRole('combobox', { name: /Продолжительность/ }));
    await user.click(screen.getByRole('option', { name: '1:15' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Продолжить' })).toBeEnabled());
    expect(screen.queryByText('Эта стоянка для вас бесплатна, платить не нужно.')).toBeNull();

    answer = cost({ totalcost: 0 });
    await user.click(screen.getByRole('combobox', { name: /Продолжительность/ }));
    await user.click(screen.getByRole('option', { name: '1:30' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Бесплатно' })).toBeDisabled());
    expect(screen.getByText('Эта стоянка для вас бесплатна, платить не нужно.')).toBeInTheDocument();
  });

  it('opens the refill modal with the shortfall when the balance is short', async () => {
    const starts: unknown[] = [];
    mockApi({
      '/api/payment/cost': () => cost({ totalcost: 6000, balance: 1000, moneyEnough: false, refill: 5001 }),
      '/api/payment/start': (_, body) => starts.push(body),
    });
    const { user } = await renderForm('driver');
    await user.type(plateField(), 'A123BC59');
    const submit = await screen.findByRole('button', { name: 'Продолжить' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(peekActiveModal()?.request).toEqual({ kind: 'payment', action: 'refill', suggestedKopecks: 5001 });
    expect(starts).toEqual([]);
  });

  it('pays from the balance with a fresh key, refreshes the profile, says so and resets', async () => {
    const starts: { idempotencyKey: string; PaymentService: string }[] = [];
    mockApi({
      '/api/payment/cost': () => cost(),
      '/api/payment/start': (_, body) => {
        starts.push(body as (typeof starts)[number]);
        return { status: 'ok', result: { id: '1' } };
      },
    });
    const { user, queryClient } = await renderForm('driver');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.type(plateField(), 'A123BC59');
    await user.click(await screen.findByRole('button', { name: 'Начать парковку' }));
    // The review step: a double tap on confirm pays once (the payment in progress blocks the second).
    const confirm = await confirmButton();
    expect(screen.getByRole('heading', { name: 'Проверьте перед оплатой' })).toHaveFocus();
    confirm.click();
    confirm.click();
    await waitFor(() =>
      expect(peekActiveModal()?.request).toMatchObject({
        kind: 'simple',
        message: 'Парковка успешно оплачена',
      }),
    );
    expect(starts).toHaveLength(1);
    expect(starts[0]).toMatchObject({ PaymentService: 'balance', Zone: '101', Duration: 60 });
    expect(starts[0]!.idempotencyKey).toMatch(/^[\w-]{8,}$/);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['profile'] });
    expect(plateField()).toHaveValue('');
  });

  it('lets a company driver charge the company (issue 8): PaymentService corporate:<id>', async () => {
    window.localStorage.clear();
    setToken('standard', 'tok-driver');
    const starts: { PaymentService: string }[] = [];
    let refuse = true;
    mockApi({
      '/api/profile/get-profile-v6': () => ({
        phones: [],
        ts: [],
        paymentsMethods: [
          {
            methodName: 'corporate:7',
            methodNameForShow: 'ООО Ромашка',
            methodDescription: '',
            isPhoneRequired: false,
          },
        ],
      }),
      // The driver's own balance is short: it does not matter when the company pays.
      '/api/payment/cost': () => cost({ totalcost: 6000, balance: 1000, moneyEnough: false, refill: 5001 }),
      '/api/payment/start': (_, body) => {
        starts.push(body as (typeof starts)[number]);
        return refuse
          ? { status: 'error', errorName: 'VehicleNotFound', errorMessage: 'no' }
          : { status: 'ok', result: { id: '1' } };
      },
    });
    const { user } = await renderForm('driver');
    const payer = await screen.findByRole('combobox', { name: 'Кто платит' });
    expect(payer).toHaveTextContent('С баланса');
    await user.click(payer);
    await user.click(screen.getByRole('option', { name: 'ООО Ромашка' }));
    await user.type(plateField(), 'A123BC59');
    const submit = await screen.findByRole('button', { name: 'Начать парковку' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(within(reviewPanel()).getByText('ООО Ромашка')).toBeInTheDocument();
    await user.click(await confirmButton());
    // The server's refusal (not that company's vehicle) shows as the form shows other errors.
    await waitFor(() =>
      expect(peekActiveModal()?.request).toMatchObject({
        kind: 'simple',
        message: 'Транспортное средство не найдено',
      }),
    );
    expect(starts[0]).toMatchObject({ PaymentService: 'corporate:7', Zone: '101', Duration: 60 });
    closeModal();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Начать парковку' }));
    await user.click(await confirmButton());
    await waitFor(() =>
      expect(peekActiveModal()?.request).toMatchObject({ message: 'Парковка успешно оплачена' }),
    );
    expect(starts).toHaveLength(2);
    expect(starts[1]!.PaymentService).toBe('corporate:7');
    window.localStorage.clear();
  });

  it('shows a cost error in red with the price reset, and CostCalculationError silently', async () => {
    let errorName = 'TariffNotFound';
    mockApi({ '/api/payment/cost': () => ({ status: 'error', errorName }) });
    const { user } = await renderForm('driver');
    await user.type(plateField(), 'A123BC59');
    expect(await screen.findByText('Тариф не найден')).toBeInTheDocument();
    expect(screen.getByText('0.00 ₽')).toBeInTheDocument();
    errorName = 'CostCalculationError';
    await user.click(screen.getByRole('combobox', { name: /Продолжительность/ }));
    await user.click(screen.getByRole('option', { name: '2:00' }));
    await waitFor(() => expect(screen.queryByText('Тариф не найден')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Продолжить' })).toBeDisabled();
  });

  it('refuses a post-payment start time in the future', async () => {
    const costs: { timestart?: string }[] = [];
    mockApi({
      '/api/payment/cost': (_, body) => {
        costs.push(body as { timestart?: string });
        return cost();
      },
    });
    const { user } = await renderForm('driver', { usePostPayment: true, usePostPaymentYesterday: true });
    await user.type(plateField(), 'A123BC59');
    await screen.findByRole('button', { name: 'Начать парковку' });
    await user.click(screen.getByRole('button', { name: 'Постоплата (сегодня)' }));
    const hours = screen.getByRole('spinbutton', { name: 'Часы' });
    await user.click(hours);
    await user.keyboard('13');
    await user.click(screen.getByRole('spinbutton', { name: 'Минуты' }));
    await user.keyboard('30');
    expect(await screen.findByText('Нельзя выбрать время в будущем')).toBeInTheDocument();

    // Yesterday at 13:30 lies in the past: priced with that start.
    await user.click(screen.getByRole('button', { name: 'Постоплата (вчера)' }));
    await user.click(screen.getByRole('spinbutton', { name: 'Часы' }));
    await user.keyboard('13');
    await user.click(screen.getByRole('spinbutton', { name: 'Минуты' }));
    await user.keyboard('30');
    await waitFor(() =>
      expect(costs.at(-1)?.timestart).toBe(new Date(Date.parse('2026-03-09T13:30:00+05:00')).toISOString()),
    );
    expect(screen.queryByText('Нельзя выбрать время в будущем')).not.toBeInTheDocument();
  });
});

describe('RoadsideForm for a guest', { timeout: 20_000 }, () => {
  it('prices with the guest token and sends the browser to the bank', async () => {
    const bodies: Record<string, { token?: string; PaymentService?: string; phone?: string }> = {};
    mockApi({
      '/api/payment/unregistered/cost': (_, body) => {
        bodies.cost = body as object;
        return cost({ balance: 0, moneyEnough: false });
      },
      '/api/payment/unregistered/start': (_, body) => {
        bodies.start = body as object;
        return { status: 'ok', RedirectURL: 'https://bank.test/pay/1' };
      },
    });
    const { user } = await renderForm(
      'guest',
      { paymentsMethods: [BALANCE, CARD, MOBILE] },
      { guestToken: 'guest-token-1' },
    );
    // Guests never pay from a balance.
    await user.click(screen.getByRole('combobox', { name: /Способ оплаты/ }));
    expect(screen.queryByRole('option', { name: 'Баланс' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Мобильный телефон' }));
    await user.type(plateField(), 'A123BC59');
    const submit = await screen.findByRole('button', { name: 'Продолжить' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText('Телефон не может быть пустым')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Телефон/, { selector: 'input' }), '9123456789');
    await user.click(submit);
    expect(within(reviewPanel()).getByText('Мобильный телефон')).toBeInTheDocument();
    await user.click(await confirmButton());
    await waitFor(() => expect(goToBank).toHaveBeenCalledWith('https://bank.test/pay/1'));
    expect(bodies.cost?.token).toBe('guest-token-1');
    expect(bodies.start).toMatchObject({
      token: 'guest-token-1',
      PaymentService: 'mobile',
      phone: '79123456789',
    });
  });
});

describe('RoadsideForm: the receipt contact of a guest card payment (issue 22)', { timeout: 20_000 }, () => {
  const receiptField = () => screen.getByLabelText(/^E-mail или телефон для чека/, { selector: 'input' });

  it('requires an e-mail or a phone, names a malformed one, and sends the e-mail', async () => {
    const starts: Record<string, unknown>[] = [];
    mockApi({
      '/api/payment/unregistered/cost': () => cost({ balance: 0, moneyEnough: false }),
      '/api/payment/unregistered/start': (_, body) => {
        starts.push(body as Record<string, unknown>);
        return { status: 'ok', RedirectURL: 'https://bank.test/pay/2' };
      },
    });
    // one card-like method: chosen already, so the receipt field shows at once
    const { user } = await renderForm('guest', {}, { guestToken: 'guest-token-2' });
    await user.type(plateField(), 'A123BC59');
    const submit = await screen.findByRole('button', { name: 'Продолжить' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText('Укажите e-mail или телефон для чека')).toBeInTheDocument();
    await user.type(receiptField(), 'guest@example');
    await user.click(submit);
    expect(await screen.findByText(/^Укажите e-mail \(name@example.ru\) или телефон/)).toBeInTheDocument();
    expect(starts).toHaveLength(0);
    await user.type(receiptField(), '.ru');
    await user.click(submit);
    await user.click(await confirmButton());
    await waitFor(() => expect(goToBank).toHaveBeenCalledWith('https://bank.test/pay/2'));
    expect(starts[0]).toMatchObject({ PaymentService: 'card', receiptEmail: 'guest@example.ru' });
    expect(starts[0]).not.toHaveProperty('receiptPhone');
  });

  it('is not asked in the cabinet', async () => {
    mockApi({ '/api/payment/cost': () => cost() });
    await renderForm('driver');
    await screen.findByRole('button', { name: /Оплатить|Продолжить/ });
    expect(screen.queryByLabelText(/^E-mail или телефон для чека/)).not.toBeInTheDocument();
  });
});

describe('RoadsideForm without a balance', { timeout: 20_000 }, () => {
  it('starts an open-ended session: no duration, no cost', async () => {
    const starts: unknown[] = [];
    mockApi({
      '/api/payment/start/v2': (_, body) => {
        starts.push(body);
        return { status: 'ok', result: { id: '5' } };
      },
    });
    const { user } = await renderForm('noBalance');
    expect(screen.queryByRole('combobox', { name: /Продолжительность/ })).not.toBeInTheDocument();
    await user.type(plateField(), 'A123BC59');
    await user.click(screen.getByRole('button', { name: 'Начать парковку' }));
    await waitFor(() => expect(starts).toHaveLength(1));
    expect(starts[0]).toMatchObject({
      order: { Zone: '101', Vehicle: { Number: 'A123BC59', Category: 'B', NumberFormat: 'rus' } },
    });
    await waitFor(() => expect(peekActiveModal()?.request).toMatchObject({ kind: 'simple' }));
  });
});
