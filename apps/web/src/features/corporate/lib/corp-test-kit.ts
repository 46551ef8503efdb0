import { vi } from 'vitest';
import type { CorpProfile } from '@parking/domain/corporate/corporate-contracts';
import { mockApi } from '../../../shared/testing/mock-api';

/** Test data and the stubbed corporate API of this feature's tests (not shipped: tests only). */
/** A small company: two vehicles (one driven), one driver. */
export function company(overrides: Partial<CorpProfile> = {}): CorpProfile {
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
    ...overrides,
  };
}

type Call = { path: string; method?: string; body: unknown };

/** The corporate API with recorded writes; `answers` overrides a path's answer. */
export function api(profile: CorpProfile, answers: Record<string, (body: unknown) => unknown> = {}) {
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
  ];
  const fetchMock = mockApi({
    '/api/corp-profile/get-profile': () => profile,
    ...Object.fromEntries(paths.map((p) => [p, write(p)])),
  });
  return { calls, fetchMock };
}
