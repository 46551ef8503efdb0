import { defaultSettingsFlags } from '@parking/domain/contracts/default-settings-flags';
import type { SettingsFlags } from '@parking/domain/contracts/settings-flags';
import {
  SettingsFlagsDocumentSchema,
  type SettingsFlagsDocument,
} from '@parking/domain/staff/settings-document-contracts';
import type { Language } from '@parking/domain/i18n/languages';
import { textIn } from './localized-text.ts';

/**
 * Settings flags as site_settings keeps them: the contract's shape, with the texts a driver
 * reads (payment method names and descriptions, feedback topics, the personal-data page title)
 * allowed in both languages.
 */
export const StoredSettingsFlagsSchema = SettingsFlagsDocumentSchema;
export type StoredSettingsFlags = SettingsFlagsDocument;

/** Everything optional off: a city nobody has configured still takes balance and card payments. */
export const DEFAULT_SETTINGS_FLAGS: StoredSettingsFlags = {
  ...defaultSettingsFlags(),
  paymentsMethods: [
    {
      methodName: 'balance',
      methodNameForShow: { ru: 'Баланс', en: 'Balance' },
      methodDescription: { ru: 'Оплата с баланса личного кабинета', en: 'Pay from your account balance' },
      isPhoneRequired: false,
    },
    {
      methodName: 'card',
      methodNameForShow: { ru: 'Банковская карта', en: 'Bank card' },
      methodDescription: { ru: 'Оплата банковской картой', en: 'Pay by bank card' },
      isPhoneRequired: false,
    },
  ],
};

/** Faster Payments (issue 22 item 5): the provider shows a QR code or opens the payer's bank app. */
export const SBP_METHOD: StoredSettingsFlags['paymentsMethods'][number] = {
  methodName: 'sbp',
  methodNameForShow: { ru: 'СБП', en: 'SBP (Faster Payments)' },
  methodDescription: {
    ru: 'Оплата по QR-коду или в приложении банка',
    en: 'Pay by QR code or in your bank app',
  },
  isPhoneRequired: false,
};

/**
 * The methods with SBP after the card when the city's provider takes it (PAYMENT_SBP), unless the
 * city's document lists it already; a city whose provider does not take it never shows it.
 */
export function withSbp(stored: StoredSettingsFlags, sbp: boolean): StoredSettingsFlags {
  const listed = stored.paymentsMethods.some((m) => m.methodName === SBP_METHOD.methodName);
  if (sbp === listed) return stored;
  if (!sbp)
    return { ...stored, paymentsMethods: stored.paymentsMethods.filter((m) => m.methodName !== 'sbp') };
  const methods = [...stored.paymentsMethods];
  const card = methods.findIndex((m) => m.methodName === 'card');
  methods.splice(card < 0 ? methods.length : card + 1, 0, SBP_METHOD);
  return { ...stored, paymentsMethods: methods };
}

export function resolveSettingsFlags(stored: StoredSettingsFlags, lang: Language): SettingsFlags {
  return {
    ...stored,
    paymentsMethods: stored.paymentsMethods.map((m) => ({
      ...m,
      methodNameForShow: textIn(m.methodNameForShow, lang),
      methodDescription: textIn(m.methodDescription, lang),
    })),
    topics: stored.topics.map((t) => ({ ...t, label: textIn(t.label, lang) })),
    personalDataPage: stored.personalDataPage
      ? { ...stored.personalDataPage, title: textIn(stored.personalDataPage.title, lang) }
      : null,
  };
}
