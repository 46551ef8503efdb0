import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentMethod } from '@parking/domain/contracts/settings-flags';
import { closeModal, peekActiveModal } from '../../../shared/modals/modal-store';
import { mockApi } from '../../../shared/testing/mock-api';
import { profileQueryOptions, type Profile } from '../../../shared/profile/api/get-profile';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { settingsFlags } from '../../../shared/testing/site-options-factory';
import { goToBank } from '../../../shared/payments/go-to-bank';
import { BarrierForm } from './barrier-form';

vi.mock('../../../shared/payments/go-to-bank', () => ({ goToBank: vi.fn() }));

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
const SESSION = '6f1c1c3e-4c2b-4d5e-9a51-1f2e3d4c5b6a';

const ENTERED = '2026-03-02T08:00:00.000Z';

function price(cost: number, minutes = 125, billedFrom = ENTERED) {
  return {
    status: 'ok',
    result: {
      cost,
      sessionId: SESSION,
      parkingNumber: 'P-7',
      ticketNumber: 'T100',
      minutes,
      enteredAt: ENTERED,
      billedFrom,
      paidUntil: new Date(Date.parse(billedFrom) + minutes * 60_000).toISOString(),
    },
  };
}

const receiptField = () => screen.getByLabelText(/^E-mail или телефон для чека/, { selector: 'input' });

/** A guest paying by card gives the receipt contact (issue 22) unless `receipt` is null. */
async function renderForm(who: 'guest' | 'driver' = 'guest', receipt: string | null = 'guest@example.ru') {
  await testI18n.loadNamespaces(['parking-payment', 'errors', 'validation', 'forms']);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  renderWithProviders(
    <BarrierForm
      who={who}
      settings={settingsFlags({ paymentsMethods: [BALANCE, CARD] })}
      guestToken="guest-1"
      initialParkingNumber="P-7"
    />,
  );
  await user.type(screen.getByLabelText(/^Номер билета или карты/, { selector: 'input' }), 'T100');
  if (who === 'guest' && receipt !== null) await user.type(receiptField(), receipt);
  return user;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  closeModal();
  window.localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(goToBank).mockClear();
});

describe('BarrierForm', { timeout: 20_000 }, () => {
  it('requires the ticket and the payment service', async () => {
    const fetchMock = mockApi({});
    await testI18n.loadNamespaces(['parking-payment', 'errors', 'validation', 'forms']);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderWithProviders(
      <BarrierForm
        who="guest"
        settings={settingsFlags({
          paymentsMethods: [CARD, { ...CARD, methodName: 'sbp', methodNameForShow: 'СБП' }],
        })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Узнать стоимость' }));
    expect(await screen.findByText('Введите номер билета или карты')).toBeInTheDocument();
    expect(screen.getByText('Введите номер парковки')).toBeInTheDocument();
    expect(screen.getByText('Не может быть пустым')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stays on the price step and says the parking was free at 0', async () => {
    mockApi({ '/backend/v2/costPlane': () => price(0) });
    const user = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Узнать стоимость' }));
    expect(await screen.findByText(/Парковка была бесплатной/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Оплатить' })).not.toBeInTheDocument();
  });

  it('says a ticket paid before is paid, not that it was free', async () => {
    mockApi({ '/backend/v2/costPlane': () => price(0, 0, '2026-03-16T08:00:00.000Z') });
    const user = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Узнать стоимость' }));
    expect(await screen.findByText(/^Парковка уже оплачена, доплачивать не нужно/)).toBeInTheDocument();
    expect(screen.queryByText(/бесплатной/)).not.toBeInTheDocument();
  });

  it('goes back to the price after 30 s without paying, saying the price changed', async () => {
    const queries: string[] = [];
    mockApi({
      '/backend/v2/costPlane': (url) => {
        queries.push(url.search);
        return price(15_000);
      },
    });
    const user = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Узнать стоимость' }));
    expect(await screen.findByText('150,00 ₽')).toBeInTheDocument();
    expect(screen.getByText('Время стоянки: 2 часа 5 минут')).toBeInTheDocument();
    expect(queries[0]).toContain('ticketNumber=T100');
    expect(queries[0]).toContain('parkingNumber=P-7');
    expect(queries[0]).toContain('token=guest-1');
    await act(async () => vi.advanceTimersByTime(29_000));
    expect(screen.getByRole('button', { name: 'Оплатить' })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(screen.queryByRole('button', { name: 'Оплатить' })).not.toBeInTheDocument();
    expect(screen.getByText('Стоимость изменилась. Узнайте её ещё раз.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Узнать стоимость' })).toBeInTheDocument();
  });

  it('says a long stay in days', async () => {
    mockApi({ '/backend/v2/costPlane': () => price(800_000, 14 * 1440 + 2) });
    const user = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Узнать стоимость' }));
    expect(await screen.findByText('Время стоянки: 14 дней 2 минуты')).toBeInTheDocument();
  });

  it('pays the price by card: to the bank', async () => {
    const paid: unknown[] = [];
    mockApi({
      '/backend/v2/costPlane': () => price(15_000),
      '/backend/v2/payPlane': (_, body) => {
        paid.push(body);
        return { status: 'ok', RedirectURL: 'https://bank.test/plane/1', amount: 15_000 };
      },
    });
    const user = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Узнать стоимость' }));
    await user.click(await screen.findByRole('button', { name: 'Оплатить' }));
    // the review (issue 23): ticket, parking, the stay on the city's clocks, price and method
    const review = screen.getByRole('region', { name: 'Проверьте перед оплатой' });
    expect(
      within(review)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual([
      'T100',
      'P-7',
      expect.stringMatching(/^2 марта, 13:00 GMT\+\d+$/),
      expect.stringMatching(/^2 марта, 15:05 GMT\+\d+$/),
      '2 часа 5 минут',
      expect.stringMatching(/^150,00\s₽$/),
      'Банковская карта',
    ]);
    expect(paid).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Подтвердить и оплатить' }));
    await waitFor(() => expect(goToBank).toHaveBeenCalledWith('https://bank.test/plane/1'));
    expect(paid[0]).toMatchObject({
      paymentService: 'card',
      parkingNumber: 'P-7',
      sessionId: SESSION,
      token: 'guest-1',
      receiptEmail: 'guest@example.ru',
    });
  });

  it("asks a guest for the receipt's e-mail or phone and sends the phone as 11 digits", async () => {
    const paid: Record<string, unknown>[] = [];
    const fetchMock = mockApi({
      '/backend/v2/costPlane': () => price(15_000),
      '/backend/v2/payPlane': (_, body) => {
        paid.push(body as Record<string, unknown>);
        return { status: 'ok', RedirectURL: 'https://bank.test/plane/2', amount: 15_000 };
      },
    });
    const user = await renderForm('guest', null);
    await user.click(screen.getByRole('button', { name: 'Узнать стоимость' }));
    expect(await screen.findByText('Укажите e-mail или телефон для чека')).toBeInTheDocument();
    await user.type(receiptField(), '912 345');
    await user.click(screen.getByRole('button', { name: 'Узнать стоимость' }));
    expect(await screen.findByText(/^Укажите e-mail \(name@example.ru\) или телефон/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(receiptField());
    await user.type(receiptField(), '8 (912) 345-67-89');
    await user.click(screen.getByRole('button', { name: 'Узнать стоимость' }));
    await user.click(await screen.findByRole('button', { name: 'Оплатить' }));
    await user.click(await screen.findByRole('button', { name: 'Подтвердить и оплатить' }));
    await waitFor(() => expect(goToBank).toHaveBeenCalledWith('https://bank.test/plane/2'));
    expect(paid[0]).toMatchObject({ receiptPhone: '79123456789' });
    expect(paid[0]).not.toHaveProperty('receiptEmail');
  });

  it('does not ask a driver for the receipt contact: their own is used', async () => {
    const paid: Record<string, unknown>[] = [];
    mockApi({
      '/backend/v2/costPlane': () => price(15_000),
      '/backend/v2/payPlane': (_, body) => {
        paid.push(body as Record<string, unknown>);
        return { status: 'ok', message: 'Оплачено', amount: 15_000 };
      },
    });
    const user = await renderForm('driver');
    expect(screen.queryByLabelText(/^E-mail или телефон для чека/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Узнать стоимость' }));
    await user.click(await screen.findByRole('button', { name: 'Оплатить' }));
    await user.click(await screen.findByRole('button', { name: 'Подтвердить и оплатить' }));
    await waitFor(() => expect(paid).toHaveLength(1));
    expect(Object.keys(paid[0]!).filter((k) => k.startsWith('receipt'))).toEqual([]);
  });

  it('pays from the balance in the cabinet: a notify modal', async () => {
    mockApi({
      '/backend/v2/costPlane': () => price(15_000),
      '/backend/v2/payPlane': () => ({ status: 'ok', message: 'Оплачено', amount: 15_000 }),
    });
    const user = await renderForm('driver');
    await user.click(screen.getByRole('button', { name: 'Узнать стоимость' }));
    await user.click(await screen.findByRole('button', { name: 'Оплатить' }));
    await user.click(await screen.findByRole('button', { name: 'Подтвердить и оплатить' }));
    await waitFor(() =>
      expect(peekActiveModal()?.request).toMatchObject({ kind: 'simple', message: 'Оплачено' }),
    );
    expect(goToBank).not.toHaveBeenCalled();
  });

  it('paid from the balance, the profile (header and form balance) is asked again at once', async () => {
    mockApi({
      '/backend/v2/costPlane': () => price(15_000),
      '/backend/v2/payPlane': () => ({ status: 'ok', message: 'Оплачено', amount: 15_000 }),
    });
    await testI18n.loadNamespaces(['parking-payment', 'errors', 'validation', 'forms']);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { queryClient } = renderWithProviders(
      <BarrierForm
        who="driver"
        settings={settingsFlags({ paymentsMethods: [BALANCE, CARD] })}
        initialParkingNumber="P-7"
      />,
    );
    queryClient.setQueryData(profileQueryOptions().queryKey, { balance: 50_000 } as Profile);
    await user.type(screen.getByLabelText(/^Номер билета или карты/, { selector: 'input' }), 'T100');
    await user.click(screen.getByRole('button', { name: 'Узнать стоимость' }));
    await user.click(await screen.findByRole('button', { name: 'Оплатить' }));
    await user.click(await screen.findByRole('button', { name: 'Подтвердить и оплатить' }));
    await waitFor(() => expect(peekActiveModal()?.request).toMatchObject({ kind: 'simple' }));
    expect(queryClient.getQueryState(profileQueryOptions().queryKey)?.isInvalidated).toBe(true);
  });

  it('goes back to the price with the error when the payment fails', async () => {
    mockApi({
      '/backend/v2/costPlane': () => price(15_000),
      '/backend/v2/payPlane': () => ({
        status: 'error',
        errorName: 'ServerGateParkingError',
        errorMessage: 'gate',
      }),
    });
    const user = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Узнать стоимость' }));
    await user.click(await screen.findByRole('button', { name: 'Оплатить' }));
    await user.click(await screen.findByRole('button', { name: 'Подтвердить и оплатить' }));
    expect(await screen.findByRole('button', { name: 'Узнать стоимость' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Оплатить' })).not.toBeInTheDocument();
  });
});
