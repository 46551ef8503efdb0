import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../../shared/auth/auth-state';
import { parkingSession, profileWith } from '../../../shared/payments/payment-test-factories';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { CancelWithRefundDialog } from './cancel-with-refund-dialog';

type Body = Record<string, unknown>;

function setUp(answer: () => unknown) {
  const cancels: Body[] = [];
  let profileLoads = 0;
  mockApi({
    '/api/profile/get-profile-v6': () => {
      profileLoads += 1;
      return profileWith({ sessions: profileLoads === 1 ? [parkingSession()] : [] });
    },
    '/api/payment/cancel': (_url, body) => {
      cancels.push(body as Body);
      return answer();
    },
  });
  return { cancels, profileLoads: () => profileLoads };
}

beforeAll(async () => {
  await testI18n.loadNamespaces(['session-cancel', 'errors']);
});
beforeEach(() => {
  window.localStorage.clear();
  setToken('standard', 'tok-1');
});
afterEach(() => vi.unstubAllGlobals());

describe('cancel-with-refund dialog', () => {
  it('cancels, tells the refund and reloads the sessions', async () => {
    const { cancels, profileLoads } = setUp(() => ({ status: 'ok', refund: 4550, balance: 54550 }));
    const user = userEvent.setup();
    renderWithProviders(<CancelWithRefundDialog id={1} sessionId="S-1" />);
    expect(await screen.findByRole('dialog', { name: 'Отмена парковки' })).toBeInTheDocument();
    expect(await screen.findByText('Зона 101 · А123ВС59')).toBeInTheDocument();
    await user.dblClick(screen.getByRole('button', { name: 'Отменить парковку' }));

    expect(await screen.findByText('Парковка успешно отменена')).toBeInTheDocument();
    expect(screen.getByText('На баланс возвращено 45,50 ₽.')).toBeInTheDocument();
    expect(cancels).toHaveLength(1);
    expect(cancels[0]).toMatchObject({ ReservationId: 'S-1' });
    await waitFor(() => expect(profileLoads()).toBe(2));
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });

  it('explains NoSaving and lets the driver keep the parking', async () => {
    const { profileLoads } = setUp(() => ({ status: 'error', errorName: 'NoSaving', errorMessage: 'x' }));
    const user = userEvent.setup();
    renderWithProviders(<CancelWithRefundDialog id={1} sessionId="S-1" />);
    await user.click(await screen.findByRole('button', { name: 'Отменить парковку' }));
    expect(await screen.findByText('Произошла ошибка')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Осталось меньше получаса. Прервать невозможно');
    expect(screen.queryByText('Парковка успешно отменена')).toBeNull();
    expect(profileLoads()).toBe(1);
    expect(screen.getByRole('button', { name: 'Не отменять' })).toBeEnabled();
  });

  it('says a card-paid stay gets the unused money back on the card (issue 22)', async () => {
    setUp(() => ({ status: 'ok', refund: 12_000, balance: 0, refundTo: 'card', cardRefund: 12_000 }));
    const user = userEvent.setup();
    renderWithProviders(<CancelWithRefundDialog id={1} sessionId="S-1" />);
    await user.click(await screen.findByRole('button', { name: 'Отменить парковку' }));
    expect(
      await screen.findByText(
        'На карту, которой оплачена парковка, вернётся 120,00 ₽. Банк обычно зачисляет возврат в течение нескольких дней.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/На баланс/)).toBeNull();
  });

  it('splits a refund between the card and the balance, and reads an answer without refundTo as the balance', async () => {
    let answer: Body = { status: 'ok', refund: 4550, balance: 100, refundTo: 'card', cardRefund: 4450 };
    setUp(() => answer);
    const user = userEvent.setup();
    const first = renderWithProviders(<CancelWithRefundDialog id={1} sessionId="S-1" />);
    await user.click(await screen.findByRole('button', { name: 'Отменить парковку' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('вернётся 44,50 ₽.');
    expect(done).toHaveTextContent('На баланс возвращено 1,00 ₽.');
    first.unmount();

    answer = { status: 'ok', refund: 4550, balance: 54550 };
    renderWithProviders(<CancelWithRefundDialog id={2} sessionId="S-1" />);
    await user.click(await screen.findByRole('button', { name: 'Отменить парковку' }));
    expect(await screen.findByText('На баланс возвращено 45,50 ₽.')).toBeInTheDocument();
    expect(screen.queryByText(/На карту/)).toBeNull();
  });

  it('says it in English too', async () => {
    await testI18n.changeLanguage('en');
    try {
      setUp(() => ({ status: 'ok', refund: 6000, balance: 0, refundTo: 'card' }));
      const user = userEvent.setup();
      renderWithProviders(<CancelWithRefundDialog id={1} sessionId="S-1" />);
      await user.click(await screen.findByRole('button', { name: 'Cancel parking' }));
      expect(
        await screen.findByText(
          '₽60.00 will go back to the card the parking was paid with. The bank usually takes a few days to credit it.',
        ),
      ).toBeInTheDocument();
    } finally {
      await testI18n.changeLanguage('ru');
    }
  });
});
