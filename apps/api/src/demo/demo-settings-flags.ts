import type { CityConfig } from '@parking/domain/cities/city-config';
import {
  DEFAULT_SETTINGS_FLAGS,
  type StoredSettingsFlags,
} from '../services/content/stored-settings-flags.ts';

const BALANCE = DEFAULT_SETTINGS_FLAGS.paymentsMethods[0]!;
const CARD = DEFAULT_SETTINGS_FLAGS.paymentsMethods[1]!;
const MOBILE = {
  methodName: 'mobile',
  methodNameForShow: { ru: 'Мобильный телефон', en: 'Mobile phone' },
  methodDescription: { ru: 'Оплата со счёта мобильного телефона', en: 'Pay from your mobile phone account' },
  isPhoneRequired: true,
};
/** The seeds' special method: paying by a bank receipt (document 2, receipts). */
const RECEIPT = {
  methodName: 'Квитанция',
  methodNameForShow: { ru: 'Квитанция', en: 'Receipt' },
  methodDescription: { ru: 'Оплата по квитанции в отделении банка', en: 'Pay by a receipt at a bank branch' },
  isPhoneRequired: false,
};

const TOPICS = [
  { label: { ru: 'Оплата парковки', en: 'Parking payment' }, code: 'payment' },
  { label: { ru: 'Пополнение баланса', en: 'Balance top-up' }, code: 'refill' },
  { label: { ru: 'Штрафы', en: 'Fines' }, code: 'penalty' },
  { label: { ru: 'Работа сайта', en: 'Website' }, code: 'site' },
  { label: { ru: 'Предложения', en: 'Suggestions' }, code: 'suggestion' },
];

const PERSONAL_DATA_PAGE = {
  path: 'personal-data',
  title: { ru: 'Согласие на обработку персональных данных', en: 'Consent to personal data processing' },
};

/** perm, the seeds' build: every feature the spec describes is on. */
const PERM: StoredSettingsFlags = {
  ...DEFAULT_SETTINGS_FLAGS,
  useTsCategory: true,
  useFlatParking: true,
  usePostPayment: true,
  usePostPaymentYesterday: true,
  useSessionWithoutRegister: true,
  paymentsMethods: [BALANCE, CARD, MOBILE, RECEIPT],
  dontUseBalance: false,
  topics: TOPICS,
  useBonus: true,
  viewPenalty: true,
  useReceipts: true,
  useSubscriptionConstructor: true,
  personalDataPage: PERSONAL_DATA_PAGE,
  reportHistoryOperation: true,
  useFeedback: true,
};

/**
 * Demo settings per city. rostov pays by parking id, logs in by phone, has no guest payment and
 * no Add phone in the cabinet; sevastopol runs without a balance (every session paid directly),
 * lets guests park and shows the e-mail read-only; the other cities get a plain set.
 * perm keeps every profile edit (the e2e journeys use it).
 */
export function demoSettingsFlags(config: CityConfig): StoredSettingsFlags {
  switch (config.profile) {
    case 'rostov':
      return {
        ...PERM,
        paymentByParkingId: true,
        useSessionWithoutRegister: false,
        useFlatParking: false,
        usePostPaymentYesterday: false,
        useBonus: false,
        useSubscriptionConstructor: false,
        paymentsMethods: [BALANCE, CARD, MOBILE],
        useEasyAuth: true,
        useEasyRegistration: true,
        allowAddPhone: false,
      };
    case 'sevastopol':
      return {
        ...PERM,
        dontUseBalance: true,
        useSessionWithoutRegister: true,
        usePostPayment: false,
        usePostPaymentYesterday: false,
        useBonus: false,
        useReceipts: false,
        viewPenalty: false,
        paymentsMethods: [CARD, MOBILE],
        useEasyRestore: true,
        emailEditing: 'readonly',
      };
    case 'standard':
      if (config.city === 'perm') return PERM;
      return {
        ...DEFAULT_SETTINGS_FLAGS,
        usePostPayment: true,
        useSessionWithoutRegister: true,
        paymentsMethods: [BALANCE, CARD, MOBILE],
        topics: TOPICS,
        viewPenalty: true,
        personalDataPage: PERSONAL_DATA_PAGE,
        reportHistoryOperation: true,
        useFeedback: true,
      };
  }
}
