import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentMethod } from '@parking/domain/contracts/settings-flags';
import { setToken } from '../../../shared/auth/auth-state';
import { closeModal, peekActiveModal } from '../../../shared/modals/modal-store';
import type { ParkingSession } from '../../../shared/payments/api/payment-types';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { settingsFlags } from '../../../shared/testing/site-options-factory';
import { ProfileParkingPage } from './profile-parking-page';

const CARD: PaymentMethod = {
  methodName: 'card',
  methodNameForShow: 'Банковская карта',
  methodDescription: '',
  isPhoneRequired: false,
};

function session(overrides: Partial<ParkingSession>): ParkingSession {
  return {
    id: '11',
    reservationId: '11',
    zone: '101',
    transport: 'А123ВС59',
    numberTs: 'А123ВС59',
    category: 'B',
    parkingCode: null,
    startDate: new Date(Date.now() - 30 * 60_000).toISOString(),
    endDate: null,
    duration: 0,
    sum: 0,
    status: 'Действует',
    amountToPay: 0,
    kind: 'noBalance',
    ...overrides,
  };
}

function api(
  dontUseBalance: boolean,
  sessions: ParkingSession[],
  extra: Record<string, (url: URL, body: unknown) => unknown> = {},
) {
  const calls: Record<string, unknown[]> = {};
  const record = (path: string, answer: unknown) => (_: URL, body: unknown) => {
    (calls[path] ??= []).push(body);
    return answer;
  };
  mockApi({
    '/api/options/get-settings': () => settingsFlags({ dontUseBalance, paymentsMethods: [CARD] }),
    '/api/profile/get-profile-v6': () => ({
      status: 'ok',
      result: { balance: dontUseBalance ? 0 : 25_000, sessions, ts: [], phones: [], paymentsMethods: [] },
    }),
    '/api/payment/break/v1': record('break', {
      status: 'ok',
      amountToPay: 4500,
      СуммаПополнения: 4500,
      RedirectURL: 'https://bank.test/break/11',
    }),
    '/api/payment/deffered/v1': record('deferred', {
      status: 'ok',
      amountToPay: 9000,
      СуммаПополнения: 9000,
      RedirectURL: 'https://bank.test/deferred/12',
    }),
    '/api/payment/cancel/v2': record('cancelV2', { status: 'ok', amountToPay: 4500, СуммаПополнения: 0 }),
    '/api/payment/cancel': record('cancel', { status: 'ok', refund: 0, balance: 0 }),
    ...extra,
  });
  return calls;
}

async function renderPage() {
  await testI18n.loadNamespaces(['parking', 'errors', 'validation', 'forms', 'common']);
  const user = userEvent.setup();
  const view = renderWithProviders(<ProfileParkingPage paymentForm={<div>форма оплаты</div>} />, {
    route: '/profile/parking',
  });
  return { user, ...view };
}

beforeEach(() => {
  window.localStorage.clear();
  setToken('standard', 'driver-token-0123456789');
  closeModal();
});
afterEach(() => vi.unstubAllGlobals());

describe('ProfileParkingPage without a balance', { timeout: 20_000 }, () => {
  const active = session({ id: '11' });
  const waiting = session({
    id: '12',
    status: 'ОжиданиеОплаты',
    amountToPay: 9000,
    endDate: new Date(Date.now() - 60_000).toISOString(),
  });

  it('lists current and deferred parkings', async () => {
    api(true, [active, waiting]);
    await renderPage();
    const current = await screen.findByRole('region', { name: 'Текущие парковки' });
    expect(
      await within(current).findByText('Без ограничения по времени: оплата по окончании'),
    ).toBeInTheDocument();
    const deferred = screen.getByRole('region', { name: 'Отложенные парковки' });
    expect(within(deferred).getByText('К оплате: 90,00 ₽')).toBeInTheDocument();
  });

  it('Pay: choose the method, see the amount due, then Pay opens the bank in a new tab and closes', async () => {
    const calls = api(true, [active]);
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: /^Оплатить: Зона 101/ }));
    const dialog = screen.getByRole('dialog', { name: 'Отмена парковочной сессии' });
    expect(within(dialog).getByText(/полную ответственность/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Продолжить' }));
    expect(await within(dialog).findByText('45,00 ₽')).toBeInTheDocument();
    expect(calls.break?.[0]).toMatchObject({ OrderId: '11', PaymentService: 'card' });
    const pay = within(dialog).getByRole('link', { name: 'Оплатить' });
    expect(pay).toHaveAttribute('href', 'https://bank.test/break/11');
    expect(pay).toHaveAttribute('target', '_blank');
    await user.click(pay);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Defer stops the session to be paid later', async () => {
    const calls = api(true, [active]);
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: /^Отложить: Зона 101/ }));
    await waitFor(() => expect(calls.cancelV2).toHaveLength(1));
    expect(calls.cancelV2?.[0]).toMatchObject({ OrderId: '11' });
    expect(peekActiveModal()?.request).toMatchObject({ kind: 'simple', title: 'Парковка остановлена' });
  });

  it('Cancel asks first, then says it was cancelled', async () => {
    const calls = api(true, [active]);
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: /^Отменить парковку: Зона 101/ }));
    const dialog = screen.getByRole('dialog', { name: 'Отменить парковочную сессию?' });
    expect(within(dialog).getByText(/оплатить её позже будет нельзя/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Отменить парковку' }));
    expect(await within(dialog).findByText('Парковочная сессия успешно отменена.')).toBeInTheDocument();
    expect(calls.cancel?.[0]).toMatchObject({ ReservationId: '11' });
  });

  it('pays a deferred parking through its own dialog; a free one just says so', async () => {
    const calls = api(true, [waiting], {
      '/api/payment/deffered/v1': () => ({ status: 'error', errorName: 'ParkingSessionWasFree' }),
    });
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: /^Оплатить: Зона 101/ }));
    const dialog = screen.getByRole('dialog', { name: 'Оплата отложенной парковки' });
    await user.click(within(dialog).getByRole('button', { name: 'Продолжить' }));
    expect(await within(dialog).findByText('Парковочная сессия была бесплатной')).toBeInTheDocument();
    expect(calls.deferred).toBeUndefined();
  });
});

describe('ProfileParkingPage with a balance', { timeout: 20_000 }, () => {
  it('shows the balance and opens the renew and cancel modals of the shell', async () => {
    const end = new Date(Date.now() + 10 * 60_000).toISOString();
    api(false, [session({ id: '21', endDate: end, duration: 60, kind: 'payment' })]);
    const { user } = await renderPage();
    expect(await screen.findByText('Баланс: 250,00 ₽')).toBeInTheDocument();
    expect(screen.getByText(/^Окончание: сейчас, через (10|9) минут/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Продлить: Зона 101/ }));
    expect(peekActiveModal()?.request).toEqual({ kind: 'payment', action: 'renew', sessionId: '21' });
    await user.click(screen.getByRole('button', { name: /^Отменить: Зона 101/ }));
    expect(peekActiveModal()?.request).toEqual({ kind: 'cancelSession', sessionId: '21' });
    expect(screen.queryByRole('region', { name: 'Отложенные парковки' })).not.toBeInTheDocument();
  });
});
