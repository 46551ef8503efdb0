import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setToken } from '../../../shared/auth/auth-state';
import { closeModal, peekActiveModal } from '../../../shared/modals/modal-store';
import { mockApi } from '../../../shared/testing/mock-api';
import { goToBank } from '../../../shared/payments/go-to-bank';
import { confirmButton, cost, plateField, renderForm, reviewPanel } from './roadside-form-test-kit';

vi.mock('../../../shared/payments/go-to-bank', () => ({ goToBank: vi.fn() }));

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
    expect(screen.getByText('60,00 ₽')).toBeInTheDocument();

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
    expect(screen.getByText('0,00 ₽')).toBeInTheDocument();
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
