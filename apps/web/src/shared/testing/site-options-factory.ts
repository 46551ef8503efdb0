import type { SettingsFlags } from '@parking/domain/contracts/settings-flags';
import type { SiteOptions } from '@parking/domain/contracts/site-options';

export function siteOptions(overrides: Partial<SiteOptions> = {}): SiteOptions {
  return {
    map: { mapCenter: [58.01, 56.25] },
    menuItems: { header: [], footer: [], mobile: [] },
    numberSmsSendTo: '7878',
    appLinks: { androidLink: null, iosLink: null, yandexStoreLink: null, apkLink: null },
    contacts: { email: 'help@parking.test', phone: '+7 800 000-00-00' },
    notification: { message: '', url: null },
    isClose: false,
    isCoopProfile: false,
    initialZoom: 16,
    hasPrivateData: false,
    banner: null,
    appDeepLink: null,
    ...overrides,
  };
}

export function settingsFlags(overrides: Partial<SettingsFlags> = {}): SettingsFlags {
  return {
    intervals: { min: 15, max: 1440, step: 15 },
    useTsCategory: false,
    useFlatParking: false,
    usePostPayment: false,
    usePostPaymentYesterday: false,
    useSessionWithoutRegister: false,
    paymentByParkingId: false,
    paymentsMethods: [],
    dontUseBalance: false,
    topics: [],
    useBonus: false,
    viewPenalty: false,
    useReceipts: false,
    useSubscriptionConstructor: false,
    personalDataPage: null,
    reportHistoryOperation: false,
    useEasyAuth: false,
    useEasyRegistration: false,
    useEasyRestore: false,
    useFeedback: false,
    externalAuth: null,
    ...overrides,
  };
}
