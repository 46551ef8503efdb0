import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckResult, RecentCheck } from '@parking/domain/staff/enforcement-contracts';
import { setToken } from '../../../shared/auth/auth-state';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { InspectorPage } from './inspector-page';

const PAID: CheckResult = {
  checkId: 7,
  plate: 'А123ВС59',
  time: '2026-03-16T05:15:00.000Z',
  allowed: true,
  until: '2026-03-16T06:00:00.000Z',
  reason: 'paid',
  reasonText: 'Парковка оплачена',
  zone: { zonenumber: '101', name: 'Центр' },
  place: null,
  details: {
    sessionId: '4711',
    companyId: null,
    endedAt: null,
    permit: null,
    otherZone: null,
    ticket: null,
    graceMinutes: 15,
  },
};

const EXPIRED: CheckResult = {
  ...PAID,
  allowed: false,
  until: null,
  reason: 'expired',
  reasonText: 'The paid time has expired',
  place: { code: 'P-7', category: 'roadside', metres: 8.5 },
  details: { ...PAID.details, endedAt: '2026-03-16T04:50:00.000Z' },
};

const RECENT: RecentCheck = {
  id: 6,
  checkedAt: '2026-03-16T05:10:00.000Z',
  time: '2026-03-16T05:10:00.000Z',
  plate: 'М456ОР59',
  zonenumber: '102',
  point: null,
  allowed: false,
  reason: 'not_paid',
  reasonText: 'Парковка не оплачена',
  until: null,
};

function setUp(answer: CheckResult) {
  const sent: unknown[] = [];
  mockApi({
    '/api/map/get-zones': () => [
      { zonenumber: '101', name: 'Центр', value: '101', prices: [] },
      { zonenumber: '102', name: 'Набережная', value: '102', prices: [] },
    ],
    '/api/enforcement/checks': () => ({ status: 'ok', items: [RECENT] }),
    '/api/enforcement/check': (_url, body) => {
      sent.push(body);
      return { status: 'ok', check: answer };
    },
  });
  return sent;
}

beforeAll(async () => {
  await testI18n.loadNamespaces(['operator-enforcement', 'console', 'errors']);
});
beforeEach(() => {
  window.localStorage.clear();
  setToken('operator', 'op-token');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await testI18n.changeLanguage('ru');
});

describe('InspectorPage', { timeout: 30_000 }, () => {
  it('answers a paid plate large and green: the reason, until when and the time left, the stay', async () => {
    const sent = setUp(PAID);
    const user = userEvent.setup();
    renderWithProviders(<InspectorPage />);
    expect(await screen.findByText('М456ОР59')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Госномер' }), 'a123bc59');
    await user.click(screen.getByRole('combobox', { name: 'Парковочная зона' }));
    await user.click(await screen.findByRole('option', { name: '101 — Центр' }));
    await user.click(screen.getByRole('button', { name: 'Проверить' }));

    const answer = await screen.findByRole('status', { name: 'Разрешено' });
    expect(answer).toHaveStyle({ backgroundColor: 'rgb(46, 125, 50)' });
    expect(within(answer).getByText('А123ВС59')).toBeInTheDocument();
    expect(within(answer).getByText('Парковка оплачена')).toBeInTheDocument();
    expect(within(answer).getByText(/^До \d{2}:\d{2} \(через 45 минут\)$/)).toBeInTheDocument();
    expect(within(answer).getByText('Парковка № 4711')).toBeInTheDocument();
    expect(within(answer).getByText('Зона: 101 — Центр')).toBeInTheDocument();
    expect(sent).toEqual([{ plate: 'a123bc59', zone: '101' }]);
    // the recent list is the inspector's own, from the server
    const recent = screen.getByRole('list', { name: 'Последние проверки' });
    expect(within(recent).getByText(/Парковка не оплачена/)).toBeInTheDocument();
  });

  it('answers an expired plate in red, with when it ended, in English', async () => {
    await testI18n.changeLanguage('en');
    setUp(EXPIRED);
    const user = userEvent.setup();
    renderWithProviders(<InspectorPage />);
    await user.type(screen.getByRole('textbox', { name: 'Plate' }), 'А123ВС59');
    await user.click(screen.getByRole('combobox', { name: 'Parking zone' }));
    await user.click(await screen.findByRole('option', { name: '102 — Набережная' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));

    const answer = await screen.findByRole('status', { name: 'Not allowed' });
    expect(answer).toHaveStyle({ backgroundColor: 'rgb(211, 47, 47)' });
    expect(within(answer).getByText('The paid time has expired')).toBeInTheDocument();
    expect(within(answer).getByText(/^Ended at \d{1,2}:\d{2}.* \(25 minutes ago\)$/)).toBeInTheDocument();
    expect(within(answer).getByText('P-7, 8.5 m')).toBeInTheDocument();
  });

  it('checks the plate and the place with the route’s schema before any call', async () => {
    const sent = setUp(PAID);
    const user = userEvent.setup();
    renderWithProviders(<InspectorPage />);
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(await screen.findByText('Это поле обязательно к заполнению')).toBeInTheDocument();
    expect(screen.getByText('Укажите зону или точку на карте — что-то одно')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Госномер' }), '!!!');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(await screen.findByText('Неверный формат')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('checks at the phone’s position', async () => {
    const sent = setUp(PAID);
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: 58.0105, longitude: 56.2502, accuracy: 7 } } as GeolocationPosition),
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<InspectorPage />);
    await user.type(screen.getByRole('textbox', { name: 'Госномер' }), 'А123ВС59');
    await user.click(screen.getByRole('button', { name: 'Где я' }));
    await user.click(screen.getByRole('button', { name: 'Определить моё местоположение' }));
    expect(await screen.findByText('Точка 58.01050, 56.25020, точность ±7 м')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    await screen.findByRole('status', { name: 'Разрешено' });
    expect(sent).toEqual([{ plate: 'А123ВС59', point: { lat: 58.0105, lon: 56.2502 } }]);
  });
});
