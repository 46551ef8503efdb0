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
    expect(screen.getByText('На баланс возвращено 45.50 рубля.')).toBeInTheDocument();
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
});
