import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../../shared/auth/auth-state';
import { closeModal, peekActiveModal } from '../../../shared/modals/modal-store';
import { parkingSession, profileWith } from '../../../shared/payments/payment-test-factories';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { HeaderParkingMenus } from './header-parking-menus';

function setUp(profile = profileWith()) {
  mockApi({ '/api/profile/get-profile-v6': () => profile });
}

beforeAll(async () => {
  await testI18n.loadNamespaces(['header-parking', 'errors']);
});
beforeEach(() => {
  window.localStorage.clear();
  setToken('standard', 'tok-1');
});
afterEach(() => {
  closeModal();
  vi.unstubAllGlobals();
});

describe('header balance dropdown', () => {
  it('shows the balance (-1 as 0) and opens the top-up', async () => {
    setUp(profileWith({ balance: -1 }));
    const user = userEvent.setup();
    renderWithProviders(<HeaderParkingMenus showBalance />);
    await user.click(await screen.findByRole('button', { name: /^Баланс: 0,00\s₽$/ }));
    const panel = await screen.findByRole('dialog', { name: 'Ваш баланс' });
    await user.click(within(panel).getByRole('button', { name: 'Пополнить баланс' }));
    expect(peekActiveModal()?.request).toEqual({ kind: 'payment', action: 'refill' });
  });

  it('is not there in no-balance mode', async () => {
    setUp(profileWith({ sessions: [parkingSession()] }));
    const user = userEvent.setup();
    renderWithProviders(<HeaderParkingMenus showBalance={false} />);
    await user.click(await screen.findByRole('button', { name: 'Парковка, активных: 1' }));
    const panel = await screen.findByRole('dialog', { name: 'Мои парковки' });
    expect(screen.queryByRole('button', { name: /Баланс/ })).toBeNull();
    expect(within(panel).queryByRole('button', { name: /Продлить/ })).toBeNull();
    expect(within(panel).getByRole('button', { name: /Отменить/ })).toBeInTheDocument();
  });
});

describe('header parking dropdown', () => {
  it('lists active sessions with their ring, times, Extend and Stop', async () => {
    const start = Date.now() - 10 * 60_000;
    const session = parkingSession({
      startDate: new Date(start).toISOString(),
      endDate: new Date(start + 20 * 60_000).toISOString(),
    });
    const waiting = parkingSession({
      id: 'S-2',
      reservationId: 'S-2',
      status: 'ОжиданиеОплаты',
      transport: 'В777ОР59',
    });
    setUp(profileWith({ sessions: [session, waiting] }));
    const user = userEvent.setup();
    renderWithProviders(<HeaderParkingMenus showBalance />);
    await user.click(await screen.findByRole('button', { name: 'Парковка, активных: 1' }));
    const panel = await screen.findByRole('dialog', { name: 'Мои парковки' });
    expect(within(panel).getByText('Зона 101')).toBeInTheDocument();
    expect(within(panel).getByText('А123ВС59')).toBeInTheDocument();
    expect(within(panel).queryByText('В777ОР59')).toBeNull();
    expect(within(panel).getByText(/Окончание: сейчас, через (10:00|9:5\d)/)).toBeInTheDocument();
    expect(
      within(panel).getByRole('progressbar', { name: /Осталось (10 минут|9 минут)/ }),
    ).toBeInTheDocument();
    expect(within(panel).getByText(/^С \d\d:\d\d до \d\d:\d\d GMT\+5$/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Все парковки' })).toHaveAttribute(
      'href',
      '/profile/parking',
    );

    await user.click(within(panel).getByRole('button', { name: 'Продлить парковку А123ВС59' }));
    expect(peekActiveModal()?.request).toEqual({ kind: 'payment', action: 'renew', sessionId: 'S-1' });
    await user.click(screen.getByRole('button', { name: 'Парковка, активных: 1' }));
    await user.click(await screen.findByRole('button', { name: 'Отменить парковку А123ВС59' }));
    expect(peekActiveModal()?.request).toEqual({ kind: 'cancelSession', sessionId: 'S-1' });
  });

  it('offers to start parking when there is none', async () => {
    setUp();
    const user = userEvent.setup();
    renderWithProviders(<HeaderParkingMenus showBalance />);
    await user.click(await screen.findByRole('button', { name: 'Парковка' }));
    const panel = await screen.findByRole('dialog', { name: 'Мои парковки' });
    expect(within(panel).getByRole('link', { name: 'Начать парковку' })).toHaveAttribute(
      'href',
      '/profile/parking',
    );
  });
});
