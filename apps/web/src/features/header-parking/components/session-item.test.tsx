import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parkingSession } from '../../../shared/payments/payment-test-factories';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { forgetReloads } from '../lib/session-end-reload';
import { SessionItem } from './session-item';

// 14:00 in Perm (UTC+5), the test build's city.
const NOW = Date.parse('2026-03-10T09:00:00Z');

function renderSession(endInMs: number) {
  const session = parkingSession({
    startDate: new Date(NOW - 60 * 60_000).toISOString(),
    endDate: new Date(NOW + endInMs).toISOString(),
  });
  const view = renderWithProviders(
    <SessionItem session={session} defaultExpanded onExtend={() => {}} onCancel={() => {}} />,
  );
  const reload = vi.spyOn(view.queryClient, 'invalidateQueries');
  return { reload };
}

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeAll(async () => {
  await testI18n.loadNamespaces(['header-parking']);
});
beforeEach(() => {
  forgetReloads();
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('session timer', () => {
  it("says 'today at' until 15 minutes are left, then 'now' ticking each second", () => {
    renderSession(16 * 60_000);
    expect(screen.getByText('Окончание: сегодня в 14:16 GMT+5')).toBeInTheDocument();
    expect(screen.getByText('С 13:00 до 14:16 GMT+5')).toBeInTheDocument();
    tick(61_000);
    expect(screen.getByText('Окончание: сейчас, через 14:59')).toBeInTheDocument();
    tick(1000);
    expect(screen.getByText('Окончание: сейчас, через 14:58')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Осталось 14 минут' })).toBeInTheDocument();
  });

  it('shows the date when the session ends on another day', () => {
    renderSession(11 * 3600_000);
    expect(screen.getByText('Окончание: 11.03.2026 в 01:00 GMT+5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Осталось 11 часов' })).toBeInTheDocument();
  });

  it('reloads the profile once when the end passes', () => {
    const { reload } = renderSession(3000);
    tick(2000);
    expect(screen.getByRole('progressbar', { name: 'Осталось 1 секунда' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    tick(1000);
    expect(screen.getByText('Окончание: время вышло')).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledWith({ queryKey: ['profile', 'perm'] });
    tick(10_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
