import { DEFAULT_INTERVALS, type SettingsFlags } from './settings-flags.ts';

/**
 * Every optional feature off and no payment methods (the profile's add-phone and e-mail change,
 * base features, stay on): the base a city's stored settings and the
 * web's test fixtures build on, so a new flag gets its default in one place.
 */
export function defaultSettingsFlags(): SettingsFlags {
  return {
    intervals: { ...DEFAULT_INTERVALS },
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
    allowAddPhone: true,
    emailEditing: 'edit',
    externalAuth: null,
  };
}
