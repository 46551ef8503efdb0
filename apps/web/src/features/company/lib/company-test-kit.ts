import { vi } from 'vitest';
import type { CompanyProfile, FleetSession } from '@parking/domain/company/company-contracts';
import { mockApi } from '../../../shared/testing/mock-api';

/** Test data and the stubbed corporate API of this feature's tests (not shipped: tests only). */
/** A small company: two vehicles (one driven), one driver. */
export function company(overrides: Partial<CompanyProfile> = {}): CompanyProfile {
  return {
    email: 'fleet@example.ru',
    inn: '7707083893',
    name: 'ООО «Ромашка»',
    contractNumber: 'КП-0001',
    balance: 1234,
    balanceKopecks: 123_499,
    ts: [
      { id: 1, numberTs: 'А123ВС59', vin: 'XTA21099043510001', imei: '490154203237518', active: true },
      { id: 2, numberTs: 'В456ОР59', vin: null, imei: '356938035643809', active: false },
    ],
    drivers: [
      {
        id: 10,
        name: 'Иванов Иван Иванович',
        lastName: 'Иванов',
        firstName: 'Иван',
        middleName: 'Иванович',
        phone: '79001234567',
        ts: 'А123ВС59',
        device: '490154203237518',
        active: false,
      },
    ],
    devices: [],
    removedDrivers: [],
    ...overrides,
  };
}

/** A running fleet stay of the company's driver (Иванов, А123ВС59, zone 101, 2 hours, 120 ₽). */
export function fleetSession(overrides: Partial<FleetSession> = {}): FleetSession {
  return {
    id: 'res-1',
    reservationId: 'res-1',
    zone: '101',
    transport: 'А123ВС59',
    numberTs: 'А123ВС59',
    category: 'B',
    parkingCode: null,
    startDate: '2026-03-10T07:00:00Z',
    endDate: '2026-03-10T09:00:00Z',
    duration: 120,
    sum: 12_000,
    status: 'active',
    amountToPay: 0,
    kind: 'payment',
    driver: 'Иванов Иван Иванович',
    driverPhone: '79001234567',
    driverId: 10,
    ...overrides,
  } as FleetSession;
}

type Call = { path: string; method?: string; body: unknown };

/**
 * The corporate API with recorded writes; `answers` overrides a path's answer. `sessions` are the
 * company's running stays (get-sessions, not recorded; the array is the server's, a test may push
 * to it); an ok cancel-parking ends the one it names.
 */
export function api(
  profile: CompanyProfile,
  answers: Record<string, (body: unknown) => unknown> = {},
  sessions: FleetSession[] = [],
) {
  const calls: Call[] = [];
  const write = (path: string) => (_url: URL, body: unknown) => {
    calls.push({ path, method: vi.mocked(fetch).mock.lastCall?.[1]?.method, body });
    return answers[path]?.(body) ?? { status: 'ok', result: {} };
  };
  const paths = [
    '/api/auth/login-corp-v1',
    '/api/corp-profile/add-driver',
    '/api/corp-profile/edit-driver',
    '/api/corp-profile/remove-driver',
    '/api/corp-profile/activate-driver',
    '/api/corp-profile/deactivate-driver',
    '/api/corp-profile/activate-device',
    '/api/corp-profile/deactivate-device',
    '/api/profile/ts/1',
    '/api/profile/get-operations-with-filter',
    '/api/corp-profile/cancel-parking',
    '/api/corp-profile/start-parking',
  ];
  answers = {
    '/api/corp-profile/cancel-parking': (body) => {
      const id = (body as { ReservationId?: string }).ReservationId;
      const at = sessions.findIndex((s) => s.reservationId === id);
      if (at >= 0) sessions.splice(at, 1);
      return { status: 'ok', refund: 3_000, balance: profile.balanceKopecks + 3_000 };
    },
    ...answers,
  };
  const fetchMock = mockApi({
    '/api/corp-profile/get-profile': () => profile,
    '/api/corp-profile/get-sessions': () => [...sessions],
    // Reads the kit does not know (zones, cost, settings) are answered as given, not recorded.
    ...Object.fromEntries(
      Object.entries(answers)
        .filter(([p]) => !paths.includes(p))
        .map(([p, answer]) => [p, (_url: URL, body: unknown) => answer(body)]),
    ),
    ...Object.fromEntries(paths.map((p) => [p, write(p)])),
  });
  return { calls, fetchMock };
}
