import type { ProfileV6 as Profile } from '@parking/domain/profile/profile-answers';
import type { PaymentMethod } from '@parking/domain/contracts/settings-flags';
import type { CostResult, ParkingSession } from '@parking/domain/payments/session-contracts';

/** Test data for the payment screens (tests only). */
export const METHODS: Record<'balance' | 'card' | 'mobile' | 'receipt', PaymentMethod> = {
  balance: {
    methodName: 'balance',
    methodNameForShow: 'Баланс',
    methodDescription: '',
    isPhoneRequired: false,
  },
  card: {
    methodName: 'card',
    methodNameForShow: 'Банковская карта',
    methodDescription: '',
    isPhoneRequired: false,
  },
  mobile: {
    methodName: 'mobile',
    methodNameForShow: 'Мобильный телефон',
    methodDescription: 'Списание со счёта телефона',
    isPhoneRequired: true,
  },
  receipt: {
    methodName: 'Квитанция',
    methodNameForShow: 'Квитанция',
    methodDescription: '',
    isPhoneRequired: false,
  },
};

export function parkingSession(overrides: Partial<ParkingSession> = {}): ParkingSession {
  const start = Date.now() - 30 * 60_000;
  return {
    id: 'S-1',
    reservationId: 'S-1',
    zone: '101',
    transport: 'А123ВС59',
    numberTs: 'А123ВС59',
    category: 'B',
    parkingCode: null,
    startDate: new Date(start).toISOString(),
    endDate: new Date(start + 120 * 60_000).toISOString(),
    duration: 120,
    sum: 12000,
    status: 'Действует',
    amountToPay: 0,
    kind: 'payment',
    ...overrides,
  };
}

export function profileWith(overrides: Partial<Profile> = {}): Profile {
  return {
    firstName: 'Иван',
    lastName: 'Петров',
    middleName: '',
    email: 'ivan@mail.ru',
    emailConfirmed: true,
    phones: [{ phone: '79120000000', isMain: true }],
    hasPassword: true,
    privateData: true,
    balance: 50000,
    ts: [],
    documents: [],
    sessions: [],
    paymentsMethods: [],
    settings: {
      reportHistoryOperation: false,
      pushOff: false,
      checkParkingSessionBefore: false,
      checkParkingSession: false,
    },
    defaultZone: null,
    ...overrides,
  };
}

export function costResult(overrides: Partial<CostResult> = {}): CostResult {
  return {
    totalcost: 6000,
    totaldiscount: 0,
    price: 6000,
    priceRest: 44000,
    sumSale: 0,
    benefit: 0,
    benefitsName: [],
    balance: 50000,
    moneyEnough: true,
    refill: 0,
    costData: { intervals: [], totalcost: 6000 },
    startDate: new Date().toISOString(),
    endDate: new Date(Date.now() + 3 * 3600_000).toISOString(),
    ...overrides,
  };
}
